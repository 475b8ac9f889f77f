import type { BotLanguage } from "@org/api-client";

/** The replies the engine writes itself, rather than quoting or asking a model. */
export interface FixedReplies {
  /** When the knowledge base has nothing on the question. */
  noAnswer: string;
  /** When the passages found hold no sentence to quote (tables, lists of names): links follow. */
  seeSources: string;
}

/** The fixed replies in each language a bot may speak; a new language adds its entry here. */
export const FIXED_REPLIES: Record<BotLanguage, FixedReplies> = {
  fr: {
    noAnswer:
      "Je n'ai pas trouvé d'information à ce sujet dans ma base de connaissances. Pouvez-vous reformuler votre question ?",
    seeSources:
      "Je n'ai pas trouvé de phrase qui réponde directement à votre question, mais ces pages en parlent :",
  },
  en: {
    noAnswer:
      "I could not find any information about this in my knowledge base. Could you rephrase your question?",
    seeSources:
      "I could not find a sentence that answers your question directly, but these pages talk about it:",
  },
};

/** The bot's language as the engine writes and quotes in it; French for one it does not know. */
export function botLanguage(language: string | undefined): BotLanguage {
  return language !== undefined && Object.hasOwn(FIXED_REPLIES, language)
    ? (language as BotLanguage)
    : "fr";
}
