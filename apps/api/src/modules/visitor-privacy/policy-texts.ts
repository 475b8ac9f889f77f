import type { BotLanguage } from "@org/api-client";

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
          "Adressez votre demande à l'organisation qui publie le site, par les moyens de contact qu'il indique.",
        ],
      },
      {
        heading: "Dans votre navigateur",
        points: [
          "votre accord à ces conditions, avec sa date, pour chaque assistant ;",
          "après cet accord, la conversation en cours, pour la retrouver un moment sur les autres pages du site ;",
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
          "Send your request to the organisation that publishes the site, through the contact details it gives.",
        ],
      },
      {
        heading: "In your browser",
        points: [
          "your agreement to these terms, with its date, for each assistant;",
          "after that agreement, the current conversation, to find it again for a while on the site's other pages;",
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
