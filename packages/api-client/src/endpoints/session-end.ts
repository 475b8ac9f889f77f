import * as z from "zod/mini";
import { ApiError } from "../client/api-error";
import { type SessionRefusalCode, sessionRefusalCodeSchema } from "../schemas/session-refusal";

/**
 * Why a visitor's session can no longer be used: it was `closed`, its conversation `expired`
 * (idle for longer than RESUME_WINDOW_MS), or its conversation was `deleted` (from another tab of
 * the visitor, or in the back-office). Either way nothing more can be asked or rated in it: a new
 * session must be started.
 */
export type SessionEnd = "closed" | "expired" | "deleted";

const SESSION_ENDS: Record<SessionRefusalCode, SessionEnd> = {
  session_closed: "closed",
  session_expired: "expired",
  wrong_secret: "deleted",
  session_gone: "deleted",
};

/** A question the server refused because its session can no longer be used. */
export interface SessionEnded {
  sessionEnded: SessionEnd;
}

/**
 * Why the server refused a visitor's session for good, when its answer says so with a `code`
 * (see sessionRefusalCodeSchema); undefined for any other failure, after which the session may
 * still be used.
 */
export function sessionEndOf(error: unknown): SessionEnd | undefined {
  if (!(error instanceof ApiError) || error.kind !== "response") return undefined;
  const code = z.safeParse(sessionRefusalCodeSchema, error.code);
  return code.success ? SESSION_ENDS[code.data] : undefined;
}

/** True for the refusal of a question whose session can no longer be used. */
export function isSessionEnded(result: unknown): result is SessionEnded {
  return typeof result === "object" && result !== null && "sessionEnded" in result;
}
