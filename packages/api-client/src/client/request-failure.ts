import { HTTPError } from "ky";
import { ApiError } from "./api-error";
import type { ApiLogger } from "./logger";
import { redactSecrets } from "./redact-secrets";

const LOG_MESSAGES = {
  response: "API request failed: the server answered with an error",
  "no-response": "API request failed: no response from the server",
  other: "API request failed",
} as const;

/** Logs a failed request (status, headers, data; never a credential) and turns it into an ApiError. */
export async function reportRequestFailure(
  error: unknown,
  request: { method: string; url: string },
  logger: ApiLogger,
): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { response } = error;
    const data = await readBody(response);
    logger.error(LOG_MESSAGES.response, {
      ...request,
      status: response.status,
      headers: redactSecrets(Object.fromEntries(response.headers)),
      data: redactSecrets(data),
    });
    return new ApiError({
      kind: "response",
      status: response.status,
      body: data,
      message: `Request failed with status ${response.status}`,
      retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")),
      cause: error,
    });
  }
  const kind = isNetworkFailure(error) ? "no-response" : "other";
  const message = error instanceof Error ? error.message : String(error);
  logger.error(LOG_MESSAGES[kind], {
    ...request,
    status: null,
    headers: null,
    data: null,
    message,
  });
  return new ApiError({ kind, message, cause: error });
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date (RFC 9110, 10.2.3). */
function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** fetch rejects with a TypeError, and only then, when no response arrived. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
