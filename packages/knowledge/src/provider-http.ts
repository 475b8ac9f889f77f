/** An OpenAI-compatible API: `baseUrl` includes the version, e.g. https://api.openai.com/v1. */
export interface ProviderEndpoint {
  baseUrl: string;
  apiKey?: string;
  /** For a whole answer, or between two pieces of a streamed one. */
  timeoutMs?: number;
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 20_000;

/**
 * A provider call that failed. The message is safe to log: it never holds the key nor the
 * provider's own error text, which may echo the request.
 */
export class ProviderError extends Error {
  override readonly name = "ProviderError";
}

/** POSTs JSON to `{baseUrl}/{path}`; throws ProviderError on a network error or a non-2xx status. */
export async function postToProvider(
  endpoint: ProviderEndpoint,
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  const url = `${endpoint.baseUrl.replace(/\/+$/, "")}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw failure(error, signal, endpoint);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError(`the provider answered HTTP ${response.status}`);
  }
  return response;
}

/** Reads a JSON response body, turning any failure into a ProviderError. */
export async function readProviderJson(
  response: Response,
  signal: AbortSignal,
  endpoint: ProviderEndpoint,
): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (signal.aborted) throw failure(error, signal, endpoint);
    throw new ProviderError("the provider sent an unreadable answer");
  }
}

export function failure(
  error: unknown,
  signal: AbortSignal,
  endpoint: ProviderEndpoint,
): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted && (signal.reason as Error | undefined)?.name === "TimeoutError") {
    return new ProviderError(`the provider did not answer within ${timeoutOf(endpoint) / 1000} s`);
  }
  if (signal.aborted) return new ProviderError("the provider call was cancelled");
  return new ProviderError("the provider cannot be reached");
}

export function timeoutOf(endpoint: ProviderEndpoint): number {
  return endpoint.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
}
