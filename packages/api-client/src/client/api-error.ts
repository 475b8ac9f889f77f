import { SESSION_EXPIRED_DETAILS } from "../constants";

/**
 * How a request failed: the server answered with an error status, no answer came at all (network
 * down, server unreachable), or something else went wrong (e.g. an unreadable answer).
 */
export type ApiErrorKind = "response" | "no-response" | "other";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Used when the body carries no readable message. */
  message: string;
  status?: number | null;
  body?: unknown;
  /** From the answer's Retry-After header, in whole seconds from now. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** Keys of an error body that are not field errors. */
const MESSAGE_KEYS = new Set(["detail", "title", "code"]);

/** The one error every call of the client rejects with. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  /** The HTTP status, or null when no response came. */
  readonly status: number | null;
  /** The body's `detail` (Django REST Framework's message for the whole request). */
  readonly detail: string | undefined;
  /** The body's `title`, which the back-office shows as the error toast's title. */
  readonly title: string | undefined;
  /** The body's `code`, which names the refusal whatever its wording, when the server gives one. */
  readonly code: string | undefined;
  /** Django REST Framework's field map, e.g. `{password: ["This field is required."]}`. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** The response body as received: parsed JSON, else text. */
  readonly body: unknown;
  /**
   * How long the server asks to wait before trying again (a 429 after too many attempts, a 503),
   * in seconds, from its Retry-After header; undefined when it gave none.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    const detail = stringField(init.body, "detail");
    const title = stringField(init.body, "title");
    const fieldErrors = readFieldErrors(init.body);
    super(detail ?? title ?? firstFieldError(fieldErrors) ?? init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.detail = detail;
    this.title = title;
    this.code = stringField(init.body, "code");
    this.fieldErrors = fieldErrors;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** True when the server says the stored token is missing, invalid or expired. */
export function isSessionExpiredError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.detail === undefined) return false;
  const detail = withoutFinalPeriod(error.detail);
  return SESSION_EXPIRED_DETAILS.some((expected) => withoutFinalPeriod(expected) === detail);
}

function withoutFinalPeriod(text: string): string {
  return text.trim().replace(/\.$/, "");
}

function stringField(body: unknown, key: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[key];
  return typeof value === "string" ? value : undefined;
}

function readFieldErrors(body: unknown): Record<string, string[]> {
  if (!isRecord(body)) return {};
  const entries = Object.entries(body).flatMap(([key, value]): [string, string[]][] => {
    if (MESSAGE_KEYS.has(key)) return [];
    if (typeof value === "string") return [[key, [value]]];
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      return [[key, value]];
    }
    return [];
  });
  return Object.fromEntries(entries);
}

function firstFieldError(fieldErrors: Record<string, readonly string[]>): string | undefined {
  const [first] = Object.entries(fieldErrors);
  if (!first) return undefined;
  const [field, messages] = first;
  return messages.length > 0 ? `${field}: ${messages.join(" ")}` : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
