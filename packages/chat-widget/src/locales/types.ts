import type { BotLanguage } from "@org/api-client";

/** A language the widget speaks: one file of texts each, named by the contract's language list. */
export type WidgetLocale = BotLanguage;

/** The texts of the launcher and its bubbles, which a host page's loader draws too. */
export interface LauncherTexts {
  openTitle: string;
  minimiseTitle: string;
  closeAllBubblesTitle: string;
  /** The title of the frame that holds the widget on a host page. */
  frameTitle: string;
}

/** Every text the visitor sees, in one language. */
export interface WidgetTexts {
  /** The language's tag, for the widget's `lang` attribute. */
  lang: WidgetLocale;
  launcher: LauncherTexts;
  resetTitle: string;
  /** The header's close button on a small screen, where the panel covers everything. */
  closeTitle: string;
  inputPlaceholder: string;
  inputLabel: string;
  sendTitle: string;
  /** Followed by the provider's name in the footer. */
  poweredBy: string;
  scrollToBottomTitle: string;
  messagesLabel: string;
  shortcutsLabel: string;
  typingLabel: string;
  /** Followed by the number of sources in brackets. */
  sourcesLabel: string;
  /** Under an answer the organisation wrote itself (a curated answer). */
  curatedLabel: string;
  /** Instead of the chat, when the assistant is unknown or has been deactivated. */
  unavailable: { title: string; detail: string };
  /** An answer's footnotes: their heading, and the link back to where each is cited. */
  footnotes: { label: string; backLabel: string };
  likeTitle: string;
  dislikeTitle: string;
  /** The short form under a disliked answer, to say what was wrong with it. */
  dislikeComment: { label: string; send: string; thanks: string };
  /**
   * Deleting the conversation for good, as the privacy terms promise: the header's button, the
   * question it asks first, and what is said once it is done (over the new conversation).
   */
  deleteConversation: {
    title: string;
    question: string;
    detail: string;
    confirm: string;
    cancel: string;
    pending: string;
    failed: string;
    done: string;
  };
  /**
   * Said over a new conversation the widget started on its own, the previous session being of no
   * more use: closed, or its conversation inactive for longer than `minutes`.
   */
  conversationRenewed: { closed: string; expired: (minutes: number) => string };
  /** Read out before a visitor's own message, separator included. */
  userAuthor: string;
  /** The first assistant message when the bot has no welcome message of its own. */
  welcome: string;
  privacy: {
    title: string;
    intro: string;
    points: readonly string[];
    link: string;
    warning: string;
    accept: string;
  };
}
