// Every text the visitor sees. The specification fixes the header titles, placeholder, footer and
// the privacy terms' title, button and warning; the rest is worded in the same voice.

export const TEXTS = {
  resetTitle: "Réinitialiser le chat",
  minimiseTitle: "Réduire le chat",
  closeTitle: "Fermer le chat",
  openTitle: "Ouvrir le chat",
  inputPlaceholder: "Posez votre question ici...",
  inputLabel: "Votre question",
  sendTitle: "Envoyer",
  poweredBy: "Propulsé par",
  scrollToBottomTitle: "Aller au dernier message",
  closeAllBubblesTitle: "Fermer toutes les suggestions",
  messagesLabel: "Conversation",
  shortcutsLabel: "Questions fréquentes",
  typingLabel: "L'assistant écrit…",
  sourcesLabel: "Sources",
  likeTitle: "Réponse utile",
  dislikeTitle: "Réponse inutile",
  userAuthor: "Vous",
  privacy: {
    title: "Politique de confidentialité",
    intro: "Avant de commencer, voici comment vos échanges avec l'assistant sont traités :",
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
} as const;
