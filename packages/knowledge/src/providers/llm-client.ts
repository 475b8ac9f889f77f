import { readServerSentEvents } from "@org/api-client";
import {
  failure,
  MAX_PROVIDER_ANSWER_BYTES,
  type ProviderEndpoint,
  ProviderError,
  postToProvider,
  readProviderJson,
  timeoutOf,
  tooLargeAnswer,
} from "./provider-http";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
}

function requestBody(request: ChatRequest, stream: boolean) {
  return {
    model: request.model,
    messages: request.messages,
    temperature: request.temperature ?? 0.2,
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    ...(stream ? { stream: true } : {}),
  };
}

/** The text of one OpenAI-compatible POST {baseUrl}/chat/completions. */
export async function completeChat(
  provider: ProviderEndpoint,
  request: ChatRequest,
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutOf(provider));
  const response = await postToProvider(
    provider,
    "chat/completions",
    requestBody(request, false),
    signal,
  );
  const body = (await readProviderJson(response, signal, provider)) as {
    choices?: { message?: { content?: unknown } }[];
  };
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    throw new ProviderError("the provider sent an empty answer", "empty");
  }
  return content;
}

/**
 * The text deltas of a streamed chat completion (server-sent events, `data: {...}` lines ending
 * with `data: [DONE]`). The timeout applies to the wait for each piece, not to the whole answer.
 */
export async function* streamChat(
  provider: ProviderEndpoint,
  request: ChatRequest,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const timeoutMs = timeoutOf(provider);
  let timer = setTimeout(() => controller.abort(timeoutReason()), timeoutMs);
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(timeoutReason()), timeoutMs);
  };
  try {
    const response = await postToProvider(
      provider,
      "chat/completions",
      requestBody(request, true),
      controller.signal,
    );
    if (!response.body) throw new ProviderError("the provider sent an empty answer", "empty");
    let size = 0;
    try {
      const events = readServerSentEvents(response.body, (chunk, pendingChars) => {
        rearm();
        size += chunk.byteLength;
        if (size > MAX_PROVIDER_ANSWER_BYTES || pendingChars > MAX_EVENT_CHARS) {
          throw tooLargeAnswer();
        }
      });
      for await (const { data } of events) {
        const delta = parseEventData(data);
        if (delta === DONE) return;
        if (delta) yield delta;
      }
    } catch (error) {
      throw failure(error, controller.signal, provider);
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** An event of a streamed answer is one piece of text: an event longer than this is none. */
const MAX_EVENT_CHARS = 1024 * 1024;

const DONE = Symbol("done");

function parseEventData(data: string): string | typeof DONE | undefined {
  if (data.trim() === "[DONE]") return DONE;
  try {
    const event = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = event.choices?.[0]?.delta?.content;
    return typeof content === "string" && content !== "" ? content : undefined;
  } catch {
    throw new ProviderError("the provider sent an unreadable stream", "unreadable");
  }
}

function timeoutReason(): Error {
  return new DOMException("The provider took too long", "TimeoutError");
}
