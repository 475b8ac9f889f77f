/**
 * Failures a service can report. Each carries the HTTP status and the Django REST Framework body
 * it is answered with, so the whole server words its errors the same way.
 */
export type FieldErrors = { [field: string]: string[] | FieldErrors };

export abstract class AppError extends Error {
  abstract readonly status: number;
  readonly headers: Record<string, string> = {};
  abstract body(): Record<string, unknown>;
}

abstract class DetailError extends AppError {
  constructor(readonly detail: string) {
    super(detail);
  }
  body() {
    return { detail: this.detail };
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  constructor(readonly fields: FieldErrors) {
    super("Invalid input.");
  }
  body() {
    return this.fields;
  }
}

/** A 400 about the request as a whole rather than one field. */
export class BadRequestError extends DetailError {
  readonly status = 400;
}

export class AuthenticationError extends DetailError {
  readonly status = 401;
  override readonly headers = { "WWW-Authenticate": "Token" };
  static notProvided() {
    return new AuthenticationError("Authentication credentials were not provided.");
  }
}

export class PermissionDeniedError extends DetailError {
  readonly status = 403;
  constructor(detail = "You do not have permission to perform this action.") {
    super(detail);
  }
}

export class NotFoundError extends DetailError {
  readonly status = 404;
  constructor(detail = "Not found.") {
    super(detail);
  }
}

export class MethodNotAllowedError extends DetailError {
  readonly status = 405;
  override readonly headers: Record<string, string>;
  constructor(method: string, allowed: readonly string[]) {
    super(`Method "${method}" not allowed.`);
    this.headers = { Allow: allowed.join(", ") };
  }
}

export class ConflictError extends DetailError {
  readonly status = 409;
}

export class PayloadTooLargeError extends DetailError {
  readonly status = 413;
  /**
   * The connection ends with this answer, once what is left of the refused body has been thrown
   * away (see discardRefusedBodies): no other request on it is run.
   */
  override readonly headers = { Connection: "close" };
  constructor(maxBytes: number) {
    super(`Request body is too large: at most ${maxBytes} bytes are accepted.`);
  }
}

export class UnsupportedMediaTypeError extends DetailError {
  readonly status = 415;
  constructor(mediaType: string) {
    super(`Unsupported media type "${mediaType}" in request.`);
  }
}

/** Whole seconds to wait, at least one, and the sentence that says so in DRF's wording. */
function retryAfter(seconds: number): { seconds: number; sentence: string } {
  const whole = Math.max(1, Math.ceil(seconds));
  return {
    seconds: whole,
    sentence: `Expected available in ${whole} second${whole === 1 ? "" : "s"}.`,
  };
}

export class ThrottledError extends DetailError {
  readonly status = 429;
  override readonly headers: Record<string, string>;
  constructor(readonly retryAfterSeconds: number) {
    const wait = retryAfter(retryAfterSeconds);
    super(`Request was throttled. ${wait.sentence}`);
    this.headers = { "Retry-After": String(wait.seconds) };
  }
}

/** Something the server relies on (e.g. a language model provider) cannot serve the request. */
export class ServiceUnavailableError extends DetailError {
  readonly status = 503;
}

/**
 * The server already has as much of some work waiting as it takes (e.g. password hashes): the
 * request is answered at once, with when to try again, rather than queued without bound.
 */
export class ServerBusyError extends DetailError {
  readonly status = 503;
  override readonly headers: Record<string, string>;
  constructor(what: string, retryAfterSeconds: number) {
    const wait = retryAfter(retryAfterSeconds);
    super(`${what} ${wait.sentence}`);
    this.headers = { "Retry-After": String(wait.seconds) };
  }
}
