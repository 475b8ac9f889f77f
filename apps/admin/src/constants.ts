// Values fixed by the product specification for the back-office. Each name says what the value
// means; the code imports them from here so that a change of rule is a change of one line.

/** Route screens load lazily; their code is fetched this long after a link is hovered or focused. */
export const ROUTE_PRELOAD_DELAY_MS = 50;

/** A navigation that is still loading shows its pending state only after this long… */
export const ROUTE_PENDING_DELAY_MS = 1000;

/** …and, once shown, keeps it at least this long so that it never flickers. */
export const ROUTE_PENDING_MIN_MS = 500;

/**
 * Route data cache (5 min) and preload stale time (30 s) of SPEC section 7. Route modules here
 * carry no data loaders: screen data comes from React Query (stale after 10 s, see
 * @org/api-client/react), and a route's code, once loaded, stays loaded for the whole visit. These
 * two values therefore have nothing to govern in react-router; they are kept for the record.
 */
export const ROUTE_CACHE_TIME_MS = 5 * 60 * 1000;
export const ROUTE_PRELOAD_STALE_TIME_MS = 30 * 1000;

/** The dashboard lists this many of the most recently updated knowledge bases. */
export const DASHBOARD_RECENT_KNOWLEDGE_BASES = 5;

/**
 * The dashboard reads this many of the latest test runs to find each assistant's last one: enough
 * for the assistants of an account, each run by hand or after a change a few times a day.
 */
export const DASHBOARD_LATEST_TEST_RUNS = 50;

/** Dates and times are shown the French way: day, short month, year, hour and minute. */
export const DATE_LOCALE = "fr-FR";
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/** The two-factor screen takes a code of this many characters, with a separator after the third. */
export const OTP_LENGTH = 7;
export const OTP_SEPARATOR_AFTER = 3;

/** After a code is submitted, the two-factor screen waits this long before going home. */
export const OTP_REDIRECT_DELAY_MS = 1000;

/** Pressed with ctrl (or cmd on macOS), this letter opens the command palette. */
export const COMMAND_PALETTE_SHORTCUT_KEY = "k";

/**
 * Local-storage key of the account last picked in the sidebar's switcher, with the user who
 * picked it (`{"user": 7, "account": 2}`). The specification names no key for it.
 */
export const ACTIVE_ACCOUNT_STORAGE_KEY = "active-account";
