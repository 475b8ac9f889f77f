import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../testing/openai-compatible-server";
import { listChatModels } from "./list-chat-models";
import { ProviderError, providerFailureInFrench } from "./provider-http";

describe("the chat models a provider lists", () => {
  let provider: OpenAiCompatibleServer;

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
  });
  afterAll(() => provider.close());
  beforeEach(() => {
    provider.behaviour.models = "ok";
    provider.models = [
      "mistral-small",
      "text-embedding-3-small",
      "gpt-4o-mini",
      "whisper-1",
      "nomic-embed-text",
      "gpt-4o-mini-tts",
      "gpt-4o-mini",
    ];
  });

  it("reads GET {baseUrl}/models with the key, sorted, without the models that cannot chat", async () => {
    const models = await listChatModels({ baseUrl: provider.baseUrl, apiKey: "sk-test" });
    expect(models).toEqual(["gpt-4o-mini", "mistral-small"]);
    expect(provider.modelListCalls.at(-1)).toEqual({ authorization: "Bearer sk-test" });
  });

  it("throws a ProviderError that says why when the provider fails, is slow or answers garbage", async () => {
    const cases = [
      ["fail", "http_status"],
      ["garbage", "malformed"],
      ["slow", "timeout"],
    ] as const;
    for (const [behaviour, code] of cases) {
      provider.behaviour.models = behaviour;
      const failure = await listChatModels({ baseUrl: provider.baseUrl, timeoutMs: 200 }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ProviderError);
      expect((failure as ProviderError).code).toBe(code);
    }
  });

  it("stops reading a provider that sends more than any list of models", async () => {
    provider.behaviour.models = "endless";
    const failure = await listChatModels({ baseUrl: provider.baseUrl }).catch(
      (error: unknown) => error,
    );
    expect((failure as ProviderError).code).toBe("too_large");
    expect(providerFailureInFrench(failure as ProviderError)).toBe(
      "le fournisseur a envoyé une réponse trop volumineuse",
    );
  });

  it("says the provider cannot be reached when nothing listens at its address", async () => {
    const failure = await listChatModels({ baseUrl: "http://127.0.0.1:1/v1" }).catch(
      (error: unknown) => error,
    );
    expect((failure as ProviderError).code).toBe("unreachable");
  });
});
