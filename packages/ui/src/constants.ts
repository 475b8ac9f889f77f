// Values fixed by the product specification. Each name says what the value means; components
// import them from here so a change of rule is a change of one line.

/** Theme preference: the choices, where they are stored and what applies when nothing is stored. */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export const THEME_STORAGE_KEY = "vite-ui-theme";
export const DEFAULT_THEME_PREFERENCE = "system";
/** The back-office opens in light mode until the user picks another theme. */
export const BACK_OFFICE_DEFAULT_THEME = "light";

/** Colour announced to the browser chrome (`<meta name="theme-color">`). */
export const DARK_THEME_COLOR = "#020817";
export const LIGHT_THEME_COLOR = "#fff";

/** Font preference: the choices, where they are stored and the default. */
export const FONT_PREFERENCES = ["inter", "manrope", "system"] as const;
export const FONT_STORAGE_KEY = "font";
export const DEFAULT_FONT_PREFERENCE = "inter";

/** Below this width (in px) the layout is the mobile one and the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT_PX = 768;

export const SIDEBAR_COOKIE_NAME = "sidebar:state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_COOKIE_PATH = "/";
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_COLLAPSED = "3rem";
/** Pressed with meta (macOS) or ctrl, this letter toggles the sidebar. */
export const SIDEBAR_SHORTCUT_KEY = "b";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;
export const COMMAND_LIST_MAX_HEIGHT_PX = 300;

/** Toasts: how many show at once, how long one stays, and how it is swiped away. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = ["F8"];
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
/** A dismissed toast stays in memory this long (for its exit animation and screen readers). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Number of letters of a name shown in an avatar placeholder. */
export const AVATAR_INITIALS_LENGTH = 2;

export const OTP_DEFAULT_LENGTH = 7;
