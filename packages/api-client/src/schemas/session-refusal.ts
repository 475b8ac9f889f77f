import * as z from "zod/mini";

// A module of its own: a schema built at load time stays in any bundle that imports its file.

/**
 * The `code` of the server's refusal of a session a visitor can no longer use, whatever its
 * wording: `session_closed` and `session_expired` (409: closed, or its conversation idle longer
 * than RESUME_WINDOW_MS), `wrong_secret` (403: no session has that id and secret; to a visitor
 * holding the secret the server gave, its session was deleted with its conversation) and
 * `session_gone` (404: deleted while its answer was being written). Nothing asked in that
 * session can succeed any more: a new one must be started.
 */
export const sessionRefusalCodeSchema = z.enum([
  "session_closed",
  "session_expired",
  "wrong_secret",
  "session_gone",
]);
export type SessionRefusalCode = z.infer<typeof sessionRefusalCodeSchema>;

/** A refusal of a visitor's session, as the public chat endpoints answer it. */
export const sessionRefusalSchema = z.object({
  detail: z.string(),
  code: sessionRefusalCodeSchema,
});
export type SessionRefusal = z.infer<typeof sessionRefusalSchema>;
