/** An OpenAI-compatible API: `baseUrl` includes the version, e.g. https://api.openai.com/v1. */
export interface ProviderEndpoint {
  baseUrl: string;
  apiKey?: string;
  /**
   * The key meant for this provider is stored but cannot be decrypted: every call fails at once
   * (`key_unreadable`) rather than reaching the provider without it.
   */
  keyUnreadable?: boolean;
  /** For a whole answer, or between two pieces of a streamed one. */
  timeoutMs?: number;
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 20_000;

/** Why a provider call failed. */
export type ProviderFailureCode =
  | "unreachable"
  | "timeout"
  | "cancelled"
  | "http_status"
  | "unreadable"
  | "malformed"
  | "too_large"
  | "empty"
  | "key_unreadable";

/**
 * A provider call that failed. The message is safe to log: it never holds the key nor the
 * provider's own error text, which may echo the request.
 */
export class ProviderError extends Error {
  override readonly name = "ProviderError";
  constructor(
    message: string,
    readonly code: ProviderFailureCode = "malformed",
    /** The HTTP status the provider answered, for `http_status`. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Why a provider call failed, in French, for the back-office (no key, no provider text). */
export function providerFailureInFrench(error: ProviderError, endpoint?: ProviderEndpoint): string {
  switch (error.code) {
    case "unreachable":
      return "le fournisseur est injoignable (vérifiez son adresse)";
    case "timeout":
      return `le fournisseur n'a pas répondu en ${(endpoint?.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS) / 1000} s`;
    case "cancelled":
      return "l'appel au fournisseur a été interrompu";
    case "http_status":
      if (error.status === 401 || error.status === 403) {
        return `le fournisseur a refusé l'accès (HTTP ${error.status} : vérifiez la clé d'API)`;
      }
      if (error.status === 404) {
        return "le fournisseur ne connaît pas ce service ou ce modèle (HTTP 404 : vérifiez l'adresse et le nom du modèle)";
      }
      return `le fournisseur a répondu par une erreur (HTTP ${error.status ?? "?"})`;
    case "empty":
      return "le fournisseur a envoyé une réponse vide";
    case "too_large":
      return "le fournisseur a envoyé une réponse trop volumineuse";
    case "key_unreadable":
      return "la clé d'API enregistrée ne peut pas être déchiffrée par ce serveur (sa SECRET_KEY n'est pas celle avec laquelle elle a été enregistrée) : enregistrez-la à nouveau";
    default:
      return "le fournisseur a envoyé une réponse illisible";
  }
}

/** POSTs JSON to `{baseUrl}/{path}`; throws ProviderError on a network error or a non-2xx status. */
export function postToProvider(
  endpoint: ProviderEndpoint,
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Response> {
  return callProvider(endpoint, path, signal, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** GETs `{baseUrl}/{path}`; throws ProviderError on a network error or a non-2xx status. */
export function getFromProvider(
  endpoint: ProviderEndpoint,
  path: string,
  signal: AbortSignal,
): Promise<Response> {
  return callProvider(endpoint, path, signal, { method: "GET" });
}

async function callProvider(
  endpoint: ProviderEndpoint,
  path: string,
  signal: AbortSignal,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; body?: string },
): Promise<Response> {
  if (endpoint.keyUnreadable) {
    throw new ProviderError(
      "the provider key stored for this account cannot be decrypted with this server's SECRET_KEY",
      "key_unreadable",
    );
  }
  const url = `${endpoint.baseUrl.replace(/\/+$/, "")}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      signal,
    });
  } catch (error) {
    throw failure(error, signal, endpoint);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError(
      `the provider answered HTTP ${response.status}`,
      "http_status",
      response.status,
    );
  }
  return response;
}

/** Reads a JSON response body, turning any failure into a ProviderError. */
export async function readProviderJson(
  response: Response,
  signal: AbortSignal,
  endpoint: ProviderEndpoint,
): Promise<unknown> {
  let text: string;
  try {
    text = await readUpTo(response, MAX_PROVIDER_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof ProviderError || signal.aborted) throw failure(error, signal, endpoint);
    throw new ProviderError("the provider sent an unreadable answer", "unreadable");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError("the provider sent an unreadable answer", "unreadable");
  }
}

/**
 * Largest answer read from a provider, whole or streamed: a batch of 64 embeddings of 3,072
 * dimensions is about 4 MB of JSON, a chat answer a few kilobytes. A provider sending more (a
 * misconfigured address, a hostile server) is cut off before the process runs out of memory.
 */
export const MAX_PROVIDER_ANSWER_BYTES = 16 * 1024 * 1024;

export function tooLargeAnswer(): ProviderError {
  return new ProviderError(
    `the provider sent more than ${MAX_PROVIDER_ANSWER_BYTES / 1024 / 1024} MB`,
    "too_large",
  );
}

/** The body as text, refused past `max` bytes (the rest is not read). */
async function readUpTo(response: Response, max: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLargeAnswer();
    }
    text += decoder.decode(value, { stream: true });
  }
}

export function failure(
  error: unknown,
  signal: AbortSignal,
  endpoint: ProviderEndpoint,
): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted && (signal.reason as Error | undefined)?.name === "TimeoutError") {
    return new ProviderError(
      `the provider did not answer within ${timeoutOf(endpoint) / 1000} s`,
      "timeout",
    );
  }
  if (signal.aborted) return new ProviderError("the provider call was cancelled", "cancelled");
  return new ProviderError("the provider cannot be reached", "unreachable");
}

export function timeoutOf(endpoint: ProviderEndpoint): number {
  return endpoint.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
}
