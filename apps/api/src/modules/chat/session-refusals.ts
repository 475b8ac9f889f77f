import { RESUME_WINDOW_MS, type SessionRefusal, type SessionRefusalCode } from "@org/api-client";
import { ConflictError, NotFoundError, PermissionDeniedError } from "../../errors";

// The refusals of a session its visitor can no longer use, each with its `code`, so that the
// widget starts a new session whatever their wording (see sessionRefusalCodeSchema).

const SESSION_CLOSED = "This chat session is closed; start a new one.";
const SESSION_EXPIRED = `This chat session has expired: its conversation was idle for more than ${
  RESUME_WINDOW_MS / 60_000
} minutes; start a new one.`;
const WRONG_SECRET = "The session secret is missing or does not match this session.";
const SESSION_GONE = "This chat session no longer exists; start a new one.";

/** 409: the session was closed, or its conversation expired (idle past RESUME_WINDOW_MS). */
export class SessionEndedError extends ConflictError {
  constructor(readonly code: Extract<SessionRefusalCode, "session_closed" | "session_expired">) {
    super(code === "session_closed" ? SESSION_CLOSED : SESSION_EXPIRED);
  }
  override body(): SessionRefusal {
    return { detail: this.detail, code: this.code };
  }
}

/**
 * 403: no session has that id and secret. An unknown session is answered so too, so that no one
 * learns which session ids exist.
 */
export class WrongSecretError extends PermissionDeniedError {
  constructor() {
    super(WRONG_SECRET);
  }
  override body(): SessionRefusal {
    return { detail: this.detail, code: "wrong_secret" };
  }
}

/** 404: the session was deleted, with its conversation, while its answer was being written. */
export class SessionGoneError extends NotFoundError {
  constructor() {
    super(SESSION_GONE);
  }
  override body(): SessionRefusal {
    return { detail: this.detail, code: "session_gone" };
  }
}
