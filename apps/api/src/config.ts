import { resolve } from "node:path";
import { readOrigin } from "@org/api-client";
import type { LogLevel } from "./logger";

/** A request budget: at most `limit` requests per `windowSeconds`. */
export interface Rate {
  limit: number;
  windowSeconds: number;
}

export interface Limits {
  /**
   * Wrong passwords for one user (or one unknown name) from one address before that address's
   * further attempts for them are refused: a guesser locks out only itself.
   */
  loginFailuresPerUserFromAddress: Rate;
  /** Wrong passwords for one user from every address together: guessing spread over many. */
  loginFailuresPerUser: Rate;
  /** Failed logins from one address before further attempts are refused. */
  loginFailuresPerAddress: Rate;
  /** Chat sessions one address may open. */
  sessionStartsPerAddress: Rate;
  /** Chat messages one address may send, all sessions together. */
  chatMessagesPerAddress: Rate;
  /** Chat messages one session may send. */
  chatMessagesPerSession: Rate;
  /** Password-reset requests from one address. */
  passwordResetsPerAddress: Rate;
  /** New passwords chosen with a reset link from one address, whatever the link. */
  passwordResetConfirmsPerAddress: Rate;
}

/** An SMTP server to hand mails to (from SMTP_URL). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte; smtp:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; password: string } | undefined;
  /**
   * smtp:// with credentials: STARTTLS must succeed before they are sent, so that a server
   * offering none (or an offer stripped on the way) never gets the password in clear. Off without
   * credentials, or when SMTP_AUTH_WITHOUT_TLS says so.
   */
  requireTls: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite persisted under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * How long a start waits for a PostgreSQL server that cannot be reached yet (a machine
   * booting), asking again every few seconds, before it gives up.
   */
  databaseWaitSeconds: number;
  dataDir: string;
  admin: { username: string; password: string | undefined; email: string };
  /** The first start also creates the demo account and its assistant (SEED_DEMO). */
  seedDemo: boolean;
  tokenTtlSeconds: number;
  openai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    /**
     * The embedding model of every account without its own (OPENAI_EMBEDDING_MODEL); unset, and
     * no account model, means no embeddings: words alone are searched.
     */
    embeddingModel: string | undefined;
  };
  /** How long a provider may take: a whole answer, a batch of embeddings (not from env). */
  providerTimeoutMs: number;
  crawlAllowedHosts: string[];
  /** Origins allowed to call the signed-in API from a browser; `*` allows any. */
  corsOrigins: string[];
  /**
   * Origins of the embed hosts whose frames name the site that frames them (HOST_ORIGIN_HEADER):
   * a bot's allowed sites are checked against that site for their requests.
   */
  embedOrigins: string[];
  logLevel: LogLevel;
  /**
   * How many proxies in front of the server append to X-Forwarded-For: the client address is the
   * entry the farthest of them appended (that many entries from the end); 0 reads the socket.
   */
  trustProxy: number;
  /** Encrypts provider keys at rest when set. */
  secretKey: string | undefined;
  /**
   * NODE_ENV=production: what start-up notes about a setup fit for trying only (no SECRET_KEY,
   * the embedded database) are warnings rather than information.
   */
  production: boolean;
  maxUploadBytes: number;
  /**
   * How long the server reads on, and throws away, a body it refused as too large before it
   * closes the connection all the same (not from env): a client sending slowly cannot hold it.
   */
  refusedBodyDiscardMs: number;
  limits: Limits;
  /** Unset: no mail leaves the server, what would have been sent is logged. */
  mail: { smtp: SmtpSettings; from: string } | undefined;
  /** The back-office's public address, for the links in mails (no trailing slash). */
  adminUrl: string;
  /**
   * The API's public address (no trailing slash), which the absolute links of its answers start
   * with; unset: read from each request (see publicUrlOf).
   */
  publicUrl: string | undefined;
  /**
   * How long a running task stays its instance's without a heartbeat (renewed four times as
   * often): an instance that dies has its task taken over by another within this time.
   */
  taskLeaseSeconds: number;
  /** How often each instance looks for the scheduled crawls of sites that are due. */
  syncCheckSeconds: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerUserFromAddress: { limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerUser: { limit: 100, windowSeconds: 60 * 60 },
  loginFailuresPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  sessionStartsPerAddress: { limit: 30, windowSeconds: 60 },
  chatMessagesPerAddress: { limit: 60, windowSeconds: 60 },
  chatMessagesPerSession: { limit: 20, windowSeconds: 60 },
  passwordResetsPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  // A person opens a link or two; more is someone trying links that do not exist.
  passwordResetConfirmsPerAddress: { limit: 10, windowSeconds: 15 * 60 },
};

/** What the server logs, with the list of problems, when its environment stops it at start. */
export const CONFIGURATION_REFUSED = "Invalid configuration: the server does not start";

/** Every problem found in the environment, one per line, so all can be fixed at once. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/** Variables whose value must not be echoed back in an error message. */
const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "DATABASE_URL",
  "OPENAI_API_KEY",
  "SECRET_KEY",
  "SMTP_URL",
]);
const LOG_LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error", "silent"];
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
/** More proxies than this in one chain is surely a mistake (a port number, say). */
const MAX_TRUSTED_PROXIES = 10;

/** Reads and checks the server's environment variables; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === "" ? undefined : value;
  };
  function check<T>(name: string, parse: (raw: string) => T, fallback: T): T {
    const raw = read(name);
    if (raw === undefined) return fallback;
    try {
      return parse(raw);
    } catch (error) {
      const shown = SECRET_VARIABLES.has(name) ? "" : ` (got "${raw}")`;
      problems.push(`${name}: ${(error as Error).message}${shown}`);
      return fallback;
    }
  }

  const config: Config = {
    port: check("PORT", (raw) => parseInteger(raw, 1, 65535), 8000),
    host: check("HOST", (raw) => raw, "127.0.0.1"),
    databaseUrl: check("DATABASE_URL", parseDatabaseUrl, undefined),
    databaseWaitSeconds: check("DATABASE_WAIT_SECONDS", (raw) => parseInteger(raw, 0, 3600), 60),
    dataDir: resolve(check("DATA_DIR", (raw) => raw, ".data/")),
    admin: {
      username: check("ADMIN_USERNAME", parseUsername, "admin"),
      password: check("ADMIN_PASSWORD", parsePassword, undefined),
      email: check("ADMIN_EMAIL", parseEmail, "admin@example.com"),
    },
    seedDemo: check("SEED_DEMO", parseBoolean, true),
    tokenTtlSeconds: check("TOKEN_TTL", parseDuration, 7 * 86400),
    openai: {
      baseUrl: check("OPENAI_BASE_URL", parseHttpUrl, undefined),
      apiKey: check("OPENAI_API_KEY", (raw) => raw, undefined),
      embeddingModel: check("OPENAI_EMBEDDING_MODEL", parseModelName, undefined),
    },
    providerTimeoutMs: 20_000,
    crawlAllowedHosts: check("CRAWL_ALLOWED_HOSTS", parseHostList, []),
    corsOrigins: check("CORS_ORIGINS", parseOriginList, [
      "http://localhost:5173",
      "http://localhost:5174",
    ]),
    embedOrigins: check("EMBED_ORIGINS", parseOriginList, ["http://localhost:5174"]),
    logLevel: check("LOG_LEVEL", parseLogLevel, "info"),
    trustProxy: check("TRUST_PROXY", parseTrustProxy, 0),
    secretKey: check("SECRET_KEY", parseSecretKey, undefined),
    production: read("NODE_ENV") === "production",
    maxUploadBytes: check(
      "MAX_UPLOAD_MB",
      (raw) => parseInteger(raw, 1, 1024) * 1024 * 1024,
      20 * 1024 * 1024,
    ),
    // As long as nginx reads on before it closes a connection (its lingering_time).
    refusedBodyDiscardMs: 30_000,
    limits: DEFAULT_LIMITS,
    mail: undefined,
    adminUrl: check("ADMIN_URL", parseHttpUrl, "http://localhost:5173"),
    publicUrl: check("PUBLIC_URL", parsePublicUrl, undefined),
    taskLeaseSeconds: check("TASK_LEASE_SECONDS", (raw) => parseInteger(raw, 2, 600), 10),
    syncCheckSeconds: check("SYNC_CHECK_SECONDS", (raw) => parseInteger(raw, 1, 3600), 60),
  };
  const authWithoutTls = check("SMTP_AUTH_WITHOUT_TLS", parseBoolean, false);
  const smtp = check("SMTP_URL", (raw) => parseSmtpUrl(raw, authWithoutTls), undefined);
  const from = check("MAIL_FROM", parseMailFrom, undefined);
  if (smtp && from) config.mail = { smtp, from };
  else if (smtp)
    problems.push(
      "MAIL_FROM: required when SMTP_URL is set, e.g. Assistant IA <no-reply@example.org>",
    );
  // The default only suits a back-office on this machine: mailed links must lead to the real one.
  if (read("SMTP_URL") !== undefined && read("ADMIN_URL") === undefined) {
    problems.push(
      "ADMIN_URL: required when SMTP_URL is set, since the links in mails lead there, e.g. https://admin.example.org",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseInteger(raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

function parseDatabaseUrl(raw: string): string {
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new Error("must be a PostgreSQL address such as postgres://user@host:5432/database");
  }
  return raw;
}

function parseUsername(raw: string): string {
  if (raw.length > 150 || !/^[\w.@+-]+$/.test(raw)) {
    throw new Error("must be at most 150 letters, digits and @ . + - _");
  }
  return raw;
}

function parsePassword(raw: string): string {
  if (raw.length < 8) throw new Error("must be at least 8 characters");
  return raw;
}

function parseEmail(raw: string): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new Error("must be an email address");
  return raw;
}

/** Seconds, or a number with a unit: 90s, 30m, 12h, 7d. */
function parseDuration(raw: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || "s"] ?? 1) : Number.NaN;
  if (!(seconds >= 60))
    throw new Error("must be a duration of at least 60 s, e.g. 3600, 12h or 7d");
  return seconds;
}

const MODEL_NAME_MAX_LENGTH = 200;

/** What an OpenAI-compatible provider accepts as a model name (shared with the accounts' field). */
export const MODEL_NAME = new RegExp(`^[A-Za-z0-9][\\w.:/@+-]{0,${MODEL_NAME_MAX_LENGTH - 1}}$`);

/** What a model name must be, with an example of the kind of model asked for. */
export function modelNameRule(example: string): string {
  return `a model name such as ${example}: at most ${MODEL_NAME_MAX_LENGTH} letters, digits and . _ : / @ + -, starting with a letter or digit`;
}

function parseModelName(raw: string): string {
  if (!MODEL_NAME.test(raw)) throw new Error(`must be ${modelNameRule("text-embedding-3-small")}`);
  return raw;
}

function parseHttpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("must be an http(s) address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error("must be an http(s) address");
  }
  return raw.replace(/\/+$/, "");
}

/**
 * Where clients reach the API: scheme, host, port, and the path a proxy serves it under, if any
 * (links are that address followed by the request's path, which starts with /api/).
 */
function parsePublicUrl(raw: string): string {
  const shape =
    "must be the http(s) address clients reach the API at, e.g. https://api.example.org";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(shape);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(shape);
  if (url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    throw new Error(`${shape} (no query, fragment or credentials)`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** smtp://[user:password@]host[:port] or smtps://…; the user and password are URL-encoded. */
function parseSmtpUrl(raw: string, authWithoutTls: boolean): SmtpSettings {
  const shape =
    "must be smtp:// or smtps:// with a host, e.g. smtp://user:password@mail.example.org:587";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(shape);
  }
  const secure = url.protocol === "smtps:";
  if ((!secure && url.protocol !== "smtp:") || url.hostname === "") throw new Error(shape);
  if ((url.pathname !== "" && url.pathname !== "/") || url.search !== "" || url.hash !== "") {
    throw new Error(`${shape} (no path or query)`);
  }
  if (url.password !== "" && url.username === "") throw new Error("has a password but no user");
  let auth: SmtpSettings["auth"];
  try {
    auth =
      url.username === ""
        ? undefined
        : { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  } catch {
    throw new Error("has a user or password with a broken %-escape (write % as %25)");
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port === "" ? (secure ? 465 : 587) : Number(url.port),
    secure,
    auth,
    requireTls: auth !== undefined && !secure && !authWithoutTls,
  };
}

/** An address, optionally with a display name: no-reply@example.org or Name <no-reply@example.org>. */
function parseMailFrom(raw: string): string {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(raw);
  const address = match?.[1] ?? match?.[2];
  if (!address || !/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new Error(
      "must be an address, e.g. no-reply@example.org or Assistant IA <no-reply@example.org>",
    );
  }
  return raw;
}

function parseHostList(raw: string): string[] {
  const hosts = splitList(raw).map((host) => host.toLowerCase());
  const bad = hosts.filter((host) => !/^[a-z0-9.:[\]-]+$/.test(host));
  if (bad.length > 0) throw new Error(`not host names: ${bad.join(", ")}`);
  return hosts;
}

/** Each origin as browsers send it (see `readOrigin`), so that it compares with their header. */
function parseOriginList(raw: string): string[] {
  const origins: string[] = [];
  const bad: string[] = [];
  for (const typed of splitList(raw)) {
    const read = typed === "*" ? { origin: typed } : readOrigin(typed);
    if ("origin" in read) origins.push(read.origin);
    else bad.push(typed);
  }
  if (bad.length > 0) {
    throw new Error(`not origins (scheme://host[:port], no path): ${bad.join(", ")}`);
  }
  return origins;
}

function parseLogLevel(raw: string): LogLevel {
  const level = raw.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`must be one of ${LOG_LEVELS.join(", ")}`);
  return level;
}

/** The number of trusted proxies: a count, or true (one proxy) and false (none) as before. */
function parseTrustProxy(raw: string): number {
  const value = raw.toLowerCase();
  if (["true", "yes", "on"].includes(value)) return 1;
  if (["false", "no", "off"].includes(value)) return 0;
  if (/^\d+$/.test(value) && Number(value) <= MAX_TRUSTED_PROXIES) return Number(value);
  throw new Error(
    `must be the number of proxies in front of the server that append to X-Forwarded-For, from 0 to ${MAX_TRUSTED_PROXIES} (true means 1, false 0)`,
  );
}

function parseBoolean(raw: string): boolean {
  const value = raw.toLowerCase();
  if (["true", "yes", "on", "1"].includes(value)) return true;
  if (["false", "no", "off", "0"].includes(value)) return false;
  throw new Error("must be true or false");
}

function parseSecretKey(raw: string): string {
  if (raw.length < 32) throw new Error("must be at least 32 characters");
  return raw;
}

function splitList(raw: string): string[] {
  return raw
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
