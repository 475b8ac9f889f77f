/** The language model a bot answers with when none was chosen for it. */
export const DEFAULT_BOT_MODEL = "gpt-4o-mini";

/** Where the API listens during local development. */
export const LOCAL_API_BASE_URL = "http://localhost:8000";

/** Page host names that mean "local development": they talk to the local API. */
export const LOCAL_HOST_NAMES = ["localhost", "127.0.0.1"] as const;

/** The scheme of the Authorization header, as Django REST Framework's token auth expects. */
export const AUTH_SCHEME = "Token";

/** Queries are considered fresh for 10 s. */
export const QUERY_STALE_TIME_MS = 10_000;

/** A failed query is retried at most 3 times. */
export const MAX_QUERY_RETRIES = 3;

/** Knowledge-base queries are retried once only. */
export const KNOWLEDGE_BASE_QUERY_RETRIES = 1;

/** Statuses that retrying cannot fix: the visitor must sign in again or lacks a permission. */
export const NO_RETRY_STATUSES: readonly number[] = [401, 403];

/** Server details that mean the stored token is no longer usable. */
export const SESSION_EXPIRED_DETAILS = [
  "Invalid token",
  "Token has expired",
  "Authentication credentials were not provided.",
] as const;

/** Filled into the `format` query parameter of the lists that SPEC section 7 asks JSON from. */
export const JSON_FORMAT = "json";

/** The largest page the API serves: a conversation's messages are read in one page. */
export const MESSAGES_PAGE_SIZE = 1000;

/** Addresses a crawl may be told to skip, at most, and the longest such pattern. */
export const MAX_IGNORE_PATTERNS = 50;
export const MAX_IGNORE_PATTERN_LENGTH = 300;

/**
 * A visitor's conversation is gone on with (after a reload, on another page of the site) only
 * this long after its last activity: the server starts a new one after it, and the widget
 * forgets the session it kept for the next page.
 */
export const RESUME_WINDOW_MS = 30 * 60 * 1000;

/**
 * The header by which the widget, framed by the embed host on a site (the script tag), names the
 * site framing it, as the browser reports it: the API checks that site against the bot's allowed
 * sites, for requests of an embed host it trusts.
 */
export const HOST_ORIGIN_HEADER = "X-Host-Origin";
