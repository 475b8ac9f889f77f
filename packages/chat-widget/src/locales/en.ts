import type { LauncherTexts, WidgetTexts } from "./types";

// English.

export const EN_LAUNCHER: LauncherTexts = {
  openTitle: "Open the chat",
  minimiseTitle: "Minimise the chat",
  closeAllBubblesTitle: "Close all suggestions",
  frameTitle: "Conversation",
};

export const en: WidgetTexts = {
  lang: "en",
  launcher: EN_LAUNCHER,
  resetTitle: "Reset the chat",
  closeTitle: "Close the chat",
  inputPlaceholder: "Ask your question here...",
  inputLabel: "Your question",
  sendTitle: "Send",
  poweredBy: "Powered by",
  scrollToBottomTitle: "Go to the latest message",
  messagesLabel: "Conversation",
  shortcutsLabel: "Frequent questions",
  typingLabel: "The assistant is typing…",
  sourcesLabel: "Sources",
  curatedLabel: "Answer checked by the team",
  unavailable: {
    title: "Assistant unavailable",
    detail: "This assistant is not available at the moment. Please try again later.",
  },
  footnotes: { label: "Notes", backLabel: "Back to the text" },
  likeTitle: "Helpful answer",
  dislikeTitle: "Unhelpful answer",
  dislikeComment: {
    label: "What was wrong with this answer? (optional)",
    send: "Send the comment",
    thanks: "Thank you, your comment was sent.",
  },
  deleteConversation: {
    title: "Delete the conversation",
    question: "Delete this conversation?",
    detail: "Your messages, ratings and comments will be erased for good.",
    confirm: "Delete",
    cancel: "Cancel",
    pending: "Deleting…",
    failed: "The conversation could not be deleted. Please try again.",
    done: "Your conversation has been deleted.",
  },
  conversationRenewed: {
    closed: "A new conversation has begun.",
    expired: (minutes) => `After ${minutes} minutes of inactivity, a new conversation has begun.`,
  },
  userAuthor: "You: ",
  welcome: "How can I help you?",
  privacy: {
    title: "Privacy policy",
    intro: "Before you start, here is how your conversations with the assistant are handled:",
    points: [
      "Your messages are processed to assist you.",
      "Conversations may be analysed to improve our services.",
      "No sensitive personal data is shared with third parties.",
      "You may ask for your data to be deleted at any time.",
    ],
    link: "Read the full privacy policy",
    warning: "You must accept these terms to use the chat.",
    accept: "Accept and continue",
  },
};
