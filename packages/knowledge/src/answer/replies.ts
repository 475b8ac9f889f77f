import type { BotLanguage } from "@org/api-client";
import type { SmallTalk } from "./small-talk";

/** The replies the engine writes itself, rather than quoting or asking a model. */
export interface FixedReplies {
  /** When the knowledge base has nothing on the question. */
  noAnswer: string;
  /** When the passages found hold no sentence to quote (tables, lists of names): links follow. */
  seeSources: string;
  /**
   * The answers to small talk, by what the visitor said; given the bot's name (as Markdown), a
   * greeting is answered by the bot introducing itself and inviting a question, a message of no
   * word (« ? ») by asking for the question.
   */
  smallTalk: Record<SmallTalk, (botName: string) => string>;
}

/** The fixed replies in each language a bot may speak; a new language adds its entry here. */
export const FIXED_REPLIES: Record<BotLanguage, FixedReplies> = {
  fr: {
    noAnswer:
      "Je n'ai pas trouvé d'information à ce sujet dans ma base de connaissances. Pouvez-vous reformuler votre question ?",
    seeSources:
      "Je n'ai pas trouvé de phrase qui réponde directement à votre question, mais ces pages en parlent :",
    smallTalk: {
      greeting: (botName) => `Bonjour ! Je suis ${botName}, comment puis-je vous aider ?`,
      wellbeing: () => "Je vais bien, merci de demander ! En quoi puis-je vous aider ?",
      thanks: () => "Avec plaisir ! N'hésitez pas si vous avez une autre question.",
      farewell: () => "Au revoir, et à bientôt !",
      acknowledgement: () => "Très bien ! N'hésitez pas si vous avez une autre question.",
      declining: () => "Entendu ! Je reste à votre disposition si une question vous vient.",
      wordless: () => "Je vous écoute : quelle est votre question ?",
    },
  },
  en: {
    noAnswer:
      "I could not find any information about this in my knowledge base. Could you rephrase your question?",
    seeSources:
      "I could not find a sentence that answers your question directly, but these pages talk about it:",
    smallTalk: {
      greeting: (botName) => `Hello! I am ${botName}, how can I help you?`,
      wellbeing: () => "I'm doing well, thanks for asking! How can I help you?",
      thanks: () => "You're welcome! Feel free to ask if you have another question.",
      farewell: () => "Goodbye, and see you soon!",
      acknowledgement: () => "All right! Feel free to ask if you have another question.",
      declining: () => "Understood! I'm here if a question comes to mind.",
      wordless: () => "I'm listening: what is your question?",
    },
  },
};

/** The bot's language as the engine writes and quotes in it; French for one it does not know. */
export function botLanguage(language: string | undefined): BotLanguage {
  return language !== undefined && Object.hasOwn(FIXED_REPLIES, language)
    ? (language as BotLanguage)
    : "fr";
}
