import {
  type ProviderEndpoint,
  ProviderError,
  postToProvider,
  readProviderJson,
  timeoutOf,
} from "./provider-http";

/** An OpenAI-compatible embeddings endpoint and the model it is asked for. */
export interface EmbeddingProvider extends ProviderEndpoint {
  model: string;
}

/** Texts sent in one request: ingestion embeds, stores and reports progress batch by batch. */
export const EMBEDDING_BATCH_SIZE = 64;

/** pgvector stores at most this many dimensions; a larger vector cannot be a real embedding. */
const MAX_DIMENSIONS = 16_000;

/**
 * Embeds texts with an OpenAI-compatible POST {baseUrl}/embeddings; one vector per text, in order.
 * Throws ProviderError when the provider fails, is too slow (`timeoutMs` per request), or answers
 * anything but one finite vector per text, all of the same dimension. `signal` cancels the call.
 */
export async function embedTexts(
  provider: EmbeddingProvider,
  texts: readonly string[],
  signal?: AbortSignal,
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBEDDING_BATCH_SIZE) {
    const batch = texts.slice(start, start + EMBEDDING_BATCH_SIZE);
    const timeout = AbortSignal.timeout(timeoutOf(provider));
    const callSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
    const response = await postToProvider(
      provider,
      "embeddings",
      { model: provider.model, input: batch },
      callSignal,
    );
    const body = (await readProviderJson(response, callSignal, provider)) as {
      data?: { index?: number; embedding?: unknown }[];
    };
    const data = Array.isArray(body?.data) ? body.data : [];
    const ordered = [...data].sort((a, b) => (a?.index ?? 0) - (b?.index ?? 0));
    const dimensions = Array.isArray(ordered[0]?.embedding) ? ordered[0].embedding.length : 0;
    const wellFormed =
      ordered.length === batch.length &&
      dimensions > 0 &&
      dimensions <= MAX_DIMENSIONS &&
      (vectors[0] === undefined || vectors[0].length === dimensions) &&
      ordered.every(
        (item) =>
          Array.isArray(item?.embedding) &&
          item.embedding.length === dimensions &&
          item.embedding.every((value) => typeof value === "number" && Number.isFinite(value)) &&
          item.embedding.some((value) => value !== 0),
      );
    if (!wellFormed) throw new ProviderError("the provider sent malformed embeddings", "malformed");
    vectors.push(...ordered.map((item) => item.embedding as number[]));
  }
  return vectors;
}
