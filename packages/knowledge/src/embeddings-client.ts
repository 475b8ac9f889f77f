import {
  type ProviderEndpoint,
  ProviderError,
  postToProvider,
  readProviderJson,
  timeoutOf,
} from "./provider-http";

export interface EmbeddingProvider extends ProviderEndpoint {
  model: string;
}

const BATCH_SIZE = 64;

/** Embeds texts with an OpenAI-compatible POST {baseUrl}/embeddings; one vector per text, in order. */
export async function embedTexts(
  provider: EmbeddingProvider,
  texts: readonly string[],
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += BATCH_SIZE) {
    const batch = texts.slice(start, start + BATCH_SIZE);
    const signal = AbortSignal.timeout(timeoutOf(provider));
    const response = await postToProvider(
      provider,
      "embeddings",
      { model: provider.model, input: batch },
      signal,
    );
    const body = (await readProviderJson(response, signal, provider)) as {
      data?: { index?: number; embedding?: unknown }[];
    };
    const data = Array.isArray(body?.data) ? body.data : [];
    const ordered = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    if (
      ordered.length !== batch.length ||
      !ordered.every(
        (item) =>
          Array.isArray(item.embedding) &&
          item.embedding.length > 0 &&
          item.embedding.every((value) => typeof value === "number" && Number.isFinite(value)),
      )
    ) {
      throw new ProviderError("the provider sent malformed embeddings");
    }
    vectors.push(...ordered.map((item) => item.embedding as number[]));
  }
  return vectors;
}
