import { type BotLanguage, RESUME_WINDOW_MS } from "@org/api-client";

/** How long after its last activity a conversation can be taken up again on another page. */
const RESUME_MINUTES = RESUME_WINDOW_MS / 60_000;

/** One part of the policy: a heading and its paragraphs or points. */
export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface VisitorPolicy {
  title: string;
  introduction: string;
  sections: readonly PolicySection[];
}

/**
 * The full privacy policy of the chat, for visitors, in each language the widget speaks: the four
 * points of its privacy terms, each said in full.
 */
export const VISITOR_POLICIES: Record<BotLanguage, VisitorPolicy> = {
  fr: {
    title: "Politique de confidentialité du chat",
    introduction:
      "Cette page décrit ce que devient ce que vous écrivez à l'assistant d'un site. L'organisation qui publie le site est responsable de ces données ; sa propre politique, quand elle en donne une, prime sur celle-ci.",
    sections: [
      {
        heading: "Vos messages sont traités pour vous apporter une assistance",
        paragraphs: [
          "Vos questions servent à chercher la réponse dans les pages et les documents que l'organisation a donnés à son assistant. Quand l'organisation a configuré un fournisseur de modèle de langage, votre question et les passages trouvés lui sont transmis pour rédiger la réponse.",
        ],
      },
      {
        heading: "Les conversations peuvent être analysées afin d'améliorer nos services",
        paragraphs: [
          "Les conversations (vos messages, les réponses, vos notes et vos remarques) sont conservées et peuvent être lues par l'équipe de l'organisation, pour corriger les réponses et compléter ce que sait l'assistant.",
        ],
      },
      {
        heading: "Aucune donnée personnelle sensible n'est partagée avec des tiers",
        paragraphs: [
          "Rien n'est vendu ni utilisé à des fins publicitaires. N'écrivez pas dans le chat d'informations sensibles (santé, opinions, coordonnées bancaires) : elles ne sont pas nécessaires pour vous répondre.",
        ],
      },
      {
        heading: "Vous pouvez demander la suppression de vos données à tout moment",
        paragraphs: [
          "Le bouton « Supprimer la conversation » (la corbeille en haut du chat) efface définitivement la conversation en cours : vos messages, les réponses, vos notes et vos remarques, sur toutes les pages du site où vous l'avez poursuivie. Il n'en reste qu'une trace sans contenu : la date de la suppression, l'assistant concerné et le nombre de messages, de notes et de remarques effacés.",
          "Pour une conversation que le chat ne peut plus reprendre, adressez votre demande à l'organisation qui publie le site, par les moyens de contact qu'il indique.",
        ],
      },
      {
        heading: "Dans votre navigateur",
        points: [
          "votre accord à ces conditions, avec sa date, pour chaque assistant ;",
          `après cet accord, le numéro et le code secret de la conversation en cours (pas son contenu), pour la reprendre sur les autres pages du site pendant ${RESUME_MINUTES} minutes après sa dernière activité (un message, une note, une page du site ouverte avec le chat). Passé ce délai, elle ne peut plus être reprise ni poursuivie : la question suivante commence une nouvelle conversation, et ce qui était gardé pour la reprendre est effacé par la prochaine page du site qui affiche le chat ;`,
          "« Réinitialiser le chat » commence une nouvelle conversation.",
        ],
      },
      {
        heading: "Sur le serveur",
        points: ["l'adresse IP, le temps de limiter les abus ;", "aucun cookie de suivi."],
      },
    ],
  },
  en: {
    title: "Privacy policy of the chat",
    introduction:
      "This page says what becomes of what you write to a site's assistant. The organisation that publishes the site is responsible for this data; its own policy, when it gives one, prevails over this one.",
    sections: [
      {
        heading: "Your messages are processed to assist you",
        paragraphs: [
          "Your questions are used to look for the answer in the pages and documents the organisation gave its assistant. When the organisation has set up a language model provider, your question and the passages found are sent to it to write the answer.",
        ],
      },
      {
        heading: "Conversations may be analysed to improve our services",
        paragraphs: [
          "Conversations (your messages, the answers, your ratings and comments) are kept and may be read by the organisation's team, to correct answers and complete what the assistant knows.",
        ],
      },
      {
        heading: "No sensitive personal data is shared with third parties",
        paragraphs: [
          "Nothing is sold or used for advertising. Do not write sensitive information in the chat (health, opinions, bank details): it is not needed to answer you.",
        ],
      },
      {
        heading: "You may ask for your data to be deleted at any time",
        paragraphs: [
          "The “Delete the conversation” button (the bin at the top of the chat) erases the current conversation for good: your messages, the answers, your ratings and comments, on every page of the site where you went on with it. All that remains is a trace without content: when it was deleted, which assistant it was with, and how many messages, ratings and comments were erased.",
          "For a conversation the chat can no longer take up again, send your request to the organisation that publishes the site, through the contact details it gives.",
        ],
      },
      {
        heading: "In your browser",
        points: [
          "your agreement to these terms, with its date, for each assistant;",
          `after that agreement, the number and secret code of the current conversation (not what it says), to take it up again on the site's other pages for ${RESUME_MINUTES} minutes after its last activity (a message, a rating, a page of the site opened with the chat). After that it can no longer be taken up or continued: the next question starts a new conversation, and what was kept to take it up again is erased by the next page of the site that shows the chat;`,
          "“Reset the chat” starts a new conversation.",
        ],
      },
      {
        heading: "On the server",
        points: ["the IP address, for the time it takes to limit abuse;", "no tracking cookie."],
      },
    ],
  },
};
