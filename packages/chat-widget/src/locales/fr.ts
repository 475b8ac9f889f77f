import { DEFAULT_WELCOME_MESSAGE } from "../constants";
import type { LauncherTexts, WidgetTexts } from "./types";

// French, the widget's default. The specification fixes the header titles, placeholder, footer,
// default welcome and the privacy terms' title, button and warning; the rest is worded in the
// same voice.

export const FR_LAUNCHER: LauncherTexts = {
  openTitle: "Ouvrir le chat",
  minimiseTitle: "Réduire le chat",
  closeAllBubblesTitle: "Fermer toutes les suggestions",
  frameTitle: "Conversation",
};

export const fr: WidgetTexts = {
  lang: "fr",
  launcher: FR_LAUNCHER,
  resetTitle: "Réinitialiser le chat",
  closeTitle: "Fermer le chat",
  inputPlaceholder: "Posez votre question ici...",
  inputLabel: "Votre question",
  sendTitle: "Envoyer",
  poweredBy: "Propulsé par",
  scrollToBottomTitle: "Aller au dernier message",
  messagesLabel: "Conversation",
  shortcutsLabel: "Questions fréquentes",
  typingLabel: "L'assistant écrit…",
  sourcesLabel: "Sources",
  curatedLabel: "Réponse validée par l'équipe",
  unavailable: {
    title: "Assistant indisponible",
    detail: "Cet assistant n'est pas disponible pour le moment. Réessayez plus tard.",
  },
  footnotes: { label: "Notes", backLabel: "Retour au texte" },
  likeTitle: "Réponse utile",
  dislikeTitle: "Réponse inutile",
  dislikeComment: {
    label: "Qu'est-ce qui n'allait pas dans cette réponse ? (facultatif)",
    send: "Envoyer la remarque",
    thanks: "Merci, votre remarque a été transmise.",
  },
  deleteConversation: {
    title: "Supprimer la conversation",
    question: "Supprimer cette conversation\u00a0?",
    detail: "Vos messages, vos notes et vos remarques seront effacés définitivement.",
    confirm: "Supprimer",
    cancel: "Annuler",
    pending: "Suppression…",
    failed: "La conversation n'a pas pu être supprimée. Réessayez.",
    done: "Votre conversation a été supprimée.",
  },
  conversationRenewed: {
    closed: "Une nouvelle conversation a commencé.",
    expired: (minutes) =>
      `Après ${minutes} minutes d'inactivité, une nouvelle conversation a commencé.`,
  },
  userAuthor: "Vous : ",
  welcome: DEFAULT_WELCOME_MESSAGE,
  privacy: {
    title: "Politique de confidentialité",
    intro: "Avant de commencer, voici comment vos échanges avec l'assistant sont traités :",
    points: [
      "Vos messages sont traités pour vous apporter une assistance.",
      "Les conversations peuvent être analysées afin d'améliorer nos services.",
      "Aucune donnée personnelle sensible n'est partagée avec des tiers.",
      "Vous pouvez demander la suppression de vos données à tout moment.",
    ],
    link: "Lire la politique de confidentialité complète",
    warning: "Vous devez accepter ces conditions pour utiliser le chat.",
    accept: "Accepter et continuer",
  },
};
