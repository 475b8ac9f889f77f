/** Every permission string (SPEC.md section 6), declared by the contract; staff hold them all. */
export { PERMISSION, PERMISSIONS, type Permission } from "@org/api-client";

/** The language models a bot can be set to answer with (OPTIONS /api/bots/). */
export const MODEL_CHOICES = [
  { value: "gpt-4o-mini", display_name: "GPT-4o mini" },
  { value: "gpt-4o", display_name: "GPT-4o" },
  { value: "gpt-4.1-mini", display_name: "GPT-4.1 mini" },
  { value: "gpt-4.1", display_name: "GPT-4.1" },
] as const;
export { DEFAULT_BOT_MODEL as DEFAULT_MODEL } from "@org/api-client";

/** Where a bot talks to visitors (OPTIONS /api/bots/). */
export const CHANNEL_TYPE_CHOICES = [
  { value: "web", display_name: "Site web" },
  { value: "api", display_name: "API" },
] as const;
export const DEFAULT_CHANNEL_TYPE = "web";

/** Lists answer this many rows unless `page_size` asks otherwise, and never more than the max. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** Largest JSON body accepted, in bytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * How much of a body refused as too large the server still reads and throws away, in upload
 * limits (MAX_UPLOAD_MB): a client that sends a body up to this large whole before it reads the
 * answer still gets its 413, and the connection of a larger one is closed unread.
 */
export const REFUSED_BODY_DISCARD_UPLOAD_LIMITS = 2;

/** How many of a conversation's latest messages a visitor coming back to it is shown again. */
export const RESUMED_MESSAGES = 50;

/** Longest wait for the vector of a visitor's question before searching by words alone. */
export const QUESTION_EMBEDDING_TIMEOUT_MS = 5000;

/** The longest name an uploaded file may have (what most file systems allow). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Ids are PostgreSQL `integer`s. */
export const MAX_INTEGER = 2_147_483_647;
export const MIN_INTEGER = -2_147_483_648;

/**
 * The moments a request may name (`?since=`, `?until=`), once its offset is applied: years 1 to
 * 9999 in UTC, which both PostgreSQL and Date hold and write with four digits (PostgreSQL has no
 * year 0 and reads neither `-000001` nor `+010000`).
 */
export const EARLIEST_MOMENT_MS = Date.parse("0001-01-01T00:00:00.000Z");
export const LATEST_MOMENT_MS = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * Seconds a client is told to wait while the server starts (it listens before migrating and
 * seeding, so that a port taken stops it before anything is created): a start takes seconds.
 */
export const STARTING_RETRY_AFTER_SECONDS = 2;

/**
 * Seconds a client is told to wait when the database does not answer: one restarting or failing
 * over is usually back within seconds, and clients coming back at once would only add to it.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Longest wait for a PostgreSQL connection, whether the pool's connections are all in use or a
 * new one is being opened: a server that accepts connections and never answers, or one saturated,
 * is told apart from a slow one after this, and the request answered 503.
 */
export const DATABASE_CONNECTION_TIMEOUT_MS = 5000;

/**
 * Longest statement PostgreSQL runs for the server (migrations aside, which take what they take):
 * the slowest of a request's statements take a second or two on a large database, and a proxy in
 * front waits 60 s for an answer (nginx's proxy_read_timeout), after which nobody reads it.
 */
export const DATABASE_STATEMENT_TIMEOUT_MS = 60_000;

/**
 * Longest a transaction of the server may wait without a statement: its transactions never wait
 * for anything but the database, so one idle this long belongs to a process frozen or cut off,
 * whose locks would hold up every other instance until PostgreSQL ends its session.
 */
export const DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
