// The widget's fixed values, with the specification's numbers.

/** The typing indicator shows this long before the welcome message appears. */
export const WELCOME_TYPING_DELAY_MS = 1500;

/** Shown as the first assistant message when the bot has no welcome message. */
export const DEFAULT_WELCOME_MESSAGE = "Comment puis-je vous aider?";

/** Shown in the header when neither the session nor the appearance names the bot. */
export const DEFAULT_BOT_NAME = "Assistant IA";

/** The first bubble fades in after this delay. */
export const BUBBLE_BASE_DELAY_MS = 5000;

/** Each further bubble waits this much more while the chat is hidden (consent pending). */
export const BUBBLE_STEP_MS = 1000;

/** Each further bubble waits this much more once the chat is shown. */
export const BUBBLE_STEP_CHAT_SHOWN_MS = 300;

/** The close-all button waits, after the last bubble's 0.3 s step, this much more. */
export const CLOSE_ALL_EXTRA_DELAY_MS = 1000;

/** At most this many bubbles are stacked at once. */
export const MAX_VISIBLE_BUBBLES = 3;

/** Within this distance of the bottom, the message list follows new content again. */
export const SCROLL_BOTTOM_TOLERANCE_PX = 20;

/** Below this width the panel covers the whole screen. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Max height of the panel on large screens for each size. */
export const PANEL_MAX_HEIGHT_PX = { sm: 500, md: 600, lg: 700, xl: 800 } as const;

/** Width of the panel for each size, where the screen is wide enough. */
export const PANEL_WIDTH_PX = { sm: 360, md: 400, lg: 440, xl: 480 } as const;

/** Consent is stored per bot under this prefix followed by the bot id. */
export const CONSENT_KEY_PREFIX = "chat-privacy-consent-";

/** The companion key holding when consent was given (milliseconds since the epoch). */
export const CONSENT_TIMESTAMP_SUFFIX = "-timestamp";

/**
 * After consent, the visitor's session with a bot is kept under this prefix followed by the bot
 * id, so that a reload or another page of the site goes on with the conversation.
 */
export const SESSION_KEY_PREFIX = "chat-session-";

/** Above nearly every host page element, yet still changeable by the `zIndex` option. */
export const DEFAULT_Z_INDEX = 2147483000;

/**
 * The widget waits this long at most for the appearance set in the back-office before it draws
 * itself with its defaults (an appearance that arrives later still applies).
 */
export const APPEARANCE_WAIT_MS = 3000;
