import { ApiError, isSessionExpiredError } from "@org/api-client";
import { frenchRefusal } from "@/lib/server-messages";

/** What the back-office shows when a request fails: SPEC section 8, to the letter. */
export const ERROR_TOASTS = {
  sessionExpired: "Session expired!",
  internalServerError: "Internal Server Error!",
  contentNotModified: "Content not modified!",
  somethingWentWrong: "Something went wrong!",
  contentNotFound: "Content not found.",
} as const;

/** Where a query that hit a server failure sends the user. */
export const INTERNAL_SERVER_ERROR_PATH = "/500";

export interface ErrorToast {
  title: string;
  description?: string;
  variant?: "destructive";
}

/** What the error rules act upon; the app passes the real toast, router and session. */
export interface ErrorEffects {
  toast(toast: ErrorToast): void;
  navigate(to: string): void;
  /**
   * Ends the session after a token error and answers the sign-in path that brings the user back,
   * or null when no session was held any more (an echo of a session already ended).
   */
  expireSession(error: unknown): string | null;
}

function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * A token error ends the session with its toast and redirect, once: the other requests that fail
 * with it at the same moment have nothing more to say. True when the error was a token error.
 */
function handleSessionExpiry(error: unknown, effects: ErrorEffects): boolean {
  if (!isSessionExpiredError(error)) return false;
  const signInPath = effects.expireSession(error);
  if (signInPath !== null) {
    effects.toast({ title: ERROR_TOASTS.sessionExpired, variant: "destructive" });
    effects.navigate(signInPath);
  }
  return true;
}

/**
 * The toast of the general error handler: red, titled by the response body's `title` when the
 * server gave one, else 'Content not found.' for a 204, else 'Something went wrong!'. What the
 * server said, when it said something, is the description, in French (sizes in Ko/Mo).
 */
export function describeServerError(error: unknown): ErrorToast {
  const toast: ErrorToast = { title: ERROR_TOASTS.somethingWentWrong, variant: "destructive" };
  if (statusOf(error) === 204) toast.title = ERROR_TOASTS.contentNotFound;
  if (error instanceof ApiError && error.kind === "response") {
    if (error.title) toast.title = error.title;
    const said = frenchRefusal(error);
    if (said && said !== toast.title) toast.description = said;
  }
  return toast;
}

/**
 * A failed query: an expired session ends with 'Session expired!' and a trip to the sign-in
 * screen; a server failure (500) shows 'Internal Server Error!' and the /500 page. Other failures
 * are shown by the screen that asked.
 */
export function handleQueryError(error: unknown, effects: ErrorEffects): void {
  if (handleSessionExpiry(error, effects)) return;
  if (statusOf(error) === 500) {
    effects.toast({ title: ERROR_TOASTS.internalServerError, variant: "destructive" });
    effects.navigate(INTERNAL_SERVER_ERROR_PATH);
  }
}

/**
 * A failed mutation: an expired session as for queries; anything else goes to the general handler,
 * and a 304 then says 'Content not modified!'.
 */
export function handleMutationError(error: unknown, effects: ErrorEffects): void {
  if (handleSessionExpiry(error, effects)) return;
  effects.toast(describeServerError(error));
  if (statusOf(error) === 304) {
    effects.toast({ title: ERROR_TOASTS.contentNotModified, variant: "destructive" });
  }
}
