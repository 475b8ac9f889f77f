import { ApiError } from "../client/api-error";
import type { ApiLogger } from "../client/logger";
import { describeFailure } from "../parsing/describe-failure";

/**
 * Runs `call`; a failure is logged under `message` and resolves to `fallback`. This is SPEC's rule
 * for loads that show nothing on failure and for writes that return nothing.
 */
export async function recoverWith<T, F>(
  logger: ApiLogger,
  message: string,
  fallback: F,
  call: () => Promise<T>,
): Promise<T | F> {
  try {
    return await call();
  } catch (error) {
    logger.error(message, describeFailure(error));
    return fallback;
  }
}

/** Runs `call`; a failure is logged under `message`, then rejected again for the caller to show. */
export async function logAndRethrow<T>(
  logger: ApiLogger,
  message: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error(message, describeFailure(error));
    throw error;
  }
}

/**
 * The same failure, with `fallback` as its message when the server gave no readable one (no
 * detail, title or field errors), e.g. on a network failure.
 */
export function withFallbackMessage(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) {
    return new ApiError({
      kind: error.kind,
      status: error.status,
      body: error.body,
      message: fallback,
      cause: error,
    });
  }
  return new ApiError({ kind: "other", message: fallback, cause: error });
}
