import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../testing/openai-compatible-server";
import { completeChat, streamChat } from "./llm-client";
import { ProviderError } from "./provider-http";

const REQUEST = { model: "gpt-4o-mini", messages: [{ role: "user" as const, content: "Bonjour" }] };

describe("a chat model's answer", () => {
  let provider: OpenAiCompatibleServer;

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
  });
  afterAll(() => provider.close());

  it("is read whole or piece by piece", async () => {
    provider.behaviour.chat = "ok";
    const whole = await completeChat({ baseUrl: provider.baseUrl }, REQUEST);
    let streamed = "";
    for await (const piece of streamChat({ baseUrl: provider.baseUrl }, REQUEST)) streamed += piece;
    expect(streamed).toBe(whole);
    expect(whole).not.toBe("");
  });

  it("is cut off, whole or streamed, when the provider sends without end", async () => {
    provider.behaviour.chat = "endless";
    const whole = await completeChat({ baseUrl: provider.baseUrl }, REQUEST).catch(
      (error: unknown) => error,
    );
    expect(whole).toBeInstanceOf(ProviderError);
    expect((whole as ProviderError).code).toBe("too_large");
    const streamed = await (async () => {
      for await (const _piece of streamChat({ baseUrl: provider.baseUrl }, REQUEST)) {
        // nothing comes: the line never ends
      }
    })().catch((error: unknown) => error);
    expect((streamed as ProviderError).code).toBe("too_large");
  });

  it("is not asked for, whole or streamed, when the key meant for the provider is unreadable", async () => {
    provider.behaviour.chat = "ok";
    const calls = provider.chatCalls.length;
    const endpoint = { baseUrl: provider.baseUrl, keyUnreadable: true };
    const whole = await completeChat(endpoint, REQUEST).catch((error: unknown) => error);
    expect((whole as ProviderError).code).toBe("key_unreadable");
    const streamed = await (async () => {
      for await (const _piece of streamChat(endpoint, REQUEST)) {
        // nothing comes: the call is never made
      }
    })().catch((error: unknown) => error);
    expect((streamed as ProviderError).code).toBe("key_unreadable");
    expect(provider.chatCalls.length).toBe(calls);
  });
});
