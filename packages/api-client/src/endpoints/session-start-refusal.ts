import { ApiError } from "../client/api-error";

/**
 * Why the server will not open a chat session with a bot, however often it is asked from this
 * page: it does not know the bot or the bot is deactivated (`unavailable`, 404), or the bot names
 * the sites it may be used from and the page's is not one of them (`site-refused`, 403, the only
 * refusal of a start).
 */
export type SessionStartRefusal = "unavailable" | "site-refused";

const START_REFUSALS: Readonly<Record<number, SessionStartRefusal>> = {
  403: "site-refused",
  404: "unavailable",
};

/**
 * The refusal a failed start of a session was, if the server refused it for good; undefined for
 * any other failure (the network, a server error, too many starts), after which a later start may
 * succeed.
 */
export function sessionStartRefusalOf(error: unknown): SessionStartRefusal | undefined {
  if (!(error instanceof ApiError) || error.kind !== "response" || error.status === null) {
    return undefined;
  }
  return START_REFUSALS[error.status];
}
