import {
  getFromProvider,
  type ProviderEndpoint,
  ProviderError,
  readProviderJson,
  timeoutOf,
} from "./provider-http";

/**
 * Longest wait for a provider's list of models: the back-office waits for it on an assistant's
 * screen, where a slow provider should soon read as down.
 */
const MODEL_LIST_TIMEOUT_MS = 5000;

/**
 * Models a provider lists that cannot write a chat answer: embeddings, speech, images,
 * moderation, realtime audio, rerankers and the old completion-only models.
 */
const NOT_FOR_CHAT =
  /embed|whisper|tts|dall-e|moderation|transcribe|image|realtime|rerank|^babbage|^davinci/i;

/**
 * The ids of the chat models an OpenAI-compatible `GET {baseUrl}/models` lists, sorted, without
 * the models that cannot answer in a chat. Throws a ProviderError when the provider fails,
 * takes more than MODEL_LIST_TIMEOUT_MS (or its own shorter timeout) or answers no list.
 */
export async function listChatModels(provider: ProviderEndpoint): Promise<string[]> {
  const endpoint = { ...provider, timeoutMs: Math.min(timeoutOf(provider), MODEL_LIST_TIMEOUT_MS) };
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  const response = await getFromProvider(endpoint, "models", signal);
  const body = (await readProviderJson(response, signal, endpoint)) as { data?: unknown };
  if (!Array.isArray(body?.data)) {
    throw new ProviderError("the provider sent a malformed list of models", "malformed");
  }
  const ids = body.data
    .map((item) => (item !== null && typeof item === "object" ? (item as { id?: unknown }).id : ""))
    .filter((id): id is string => typeof id === "string" && id !== "" && !NOT_FOR_CHAT.test(id));
  return [...new Set(ids)].sort((a, b) => a.localeCompare(b));
}
