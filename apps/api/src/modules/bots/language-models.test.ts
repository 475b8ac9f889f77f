import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccountViaApi, insertUserWithToken, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

const PATH = "/api/bots/language-models/";

/*
 * How an account's assistants answer, and the models offered for them: the server has no
 * provider of its own; one account has its own, a real OpenAI-compatible HTTP server on
 * 127.0.0.1 that the API asks at each request.
 */
describe("GET /api/bots/language-models/", () => {
  let api: TestApi;
  let provider: OpenAiCompatibleServer;
  let adminToken: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;
  let llmAccount: number;

  const read = (account: number | string, token = adminToken) =>
    api.request("GET", `${PATH}?account=${account}`, { token });

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    api = await startTestApi({ config: { providerTimeoutMs: 400 } });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
    llmAccount = await createAccountViaApi(api, adminToken, "Avec modèle");
    const set = await api.request("PATCH", `/api/accounts/${llmAccount}/`, {
      token: adminToken,
      json: { openai_base_url: provider.baseUrl },
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });
  beforeEach(() => {
    provider.behaviour.models = "ok";
    provider.models = ["gpt-4o-mini", "text-embedding-3-small", "mistral-small"];
  });

  it("says the answers are extracted, and offers no model, without any provider", async () => {
    const calls = provider.modelListCalls.length;
    const response = await read(demo.accountId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      answer_mode: "extractive",
      provider: null,
      models: [],
      error: null,
    });
    expect(provider.modelListCalls.length).toBe(calls);
  });

  it("lists the chat models the account's provider offers, asking it each time", async () => {
    const response = await read(llmAccount);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      answer_mode: "language_model",
      provider: new URL(provider.baseUrl).host,
      models: [
        { value: "gpt-4o-mini", display_name: "gpt-4o-mini" },
        { value: "mistral-small", display_name: "mistral-small" },
      ],
      error: null,
    });
    // Nothing kept in memory: a model the provider starts offering shows at the next request.
    provider.models = ["llama3.2:3b", "nomic-embed-text"];
    const later = await read(llmAccount);
    expect(later.body.models).toEqual([{ value: "llama3.2:3b", display_name: "llama3.2:3b" }]);
  });

  it("lets a bot be set to a model its provider lists", async () => {
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: llmAccount, name: "Rédacteur", model: "mistral-small" },
    });
    expect(bot.status).toBe(201);
    expect(bot.body.model).toBe("mistral-small");
  });

  it("answers 200 with the reason when the provider fails, answers garbage or is slow", async () => {
    const cases = [
      ["fail", "le fournisseur a répondu par une erreur (HTTP 500)"],
      ["garbage", "le fournisseur a envoyé une réponse illisible"],
      ["slow", "le fournisseur n'a pas répondu en 0.4 s"],
    ] as const;
    for (const [behaviour, reason] of cases) {
      provider.behaviour.models = behaviour;
      const response = await read(llmAccount);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        answer_mode: "language_model",
        provider: new URL(provider.baseUrl).host,
        models: [],
        error: reason,
      });
    }
  });

  it("says the provider cannot be reached when nothing answers at its address", async () => {
    const account = await createAccountViaApi(api, adminToken, "Fournisseur éteint");
    await api.request("PATCH", `/api/accounts/${account}/`, {
      token: adminToken,
      json: { openai_base_url: "http://127.0.0.1:1/v1" },
    });
    const response = await read(account);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      answer_mode: "language_model",
      provider: "127.0.0.1:1",
      models: [],
      error: "le fournisseur est injoignable (vérifiez son adresse)",
    });
  });

  it("is for signed-in users who may see bots, of the accounts they belong to", async () => {
    expect((await api.request("GET", `${PATH}?account=${llmAccount}`)).status).toBe(401);
    const noBots = await insertUserWithToken(api, { accounts: [llmAccount], permissions: [] });
    expect((await read(llmAccount, noBots.token)).status).toBe(403);
    const elsewhere = await insertUserWithToken(api, {
      accounts: [demo.accountId],
      permissions: ["bots.view_bot"],
    });
    const foreign = await read(llmAccount, elsewhere.token);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      account: [`Invalid pk "${llmAccount}" - object does not exist.`],
    });
    expect((await read(demo.accountId, elsewhere.token)).body.answer_mode).toBe("extractive");

    // Without an account: the server's provider, here none.
    const server = await api.request("GET", PATH, { token: adminToken });
    expect(server.status).toBe(200);
    expect(server.body.answer_mode).toBe("extractive");
    expect((await read("abc")).body).toEqual({ account: ["A valid integer is required."] });
  });
});

describe("the server's provider key", () => {
  let api: TestApi;
  let provider: OpenAiCompatibleServer;

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    api = await startTestApi({
      config: {
        openai: { baseUrl: undefined, apiKey: "sk-server-own-key-1234", embeddingModel: undefined },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it("never goes to an address an account set without a key of its own", async () => {
    const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const account = await createAccountViaApi(api, token, "Fournisseur à part");
    await api.request("PATCH", `/api/accounts/${account}/`, {
      token,
      json: { openai_base_url: provider.baseUrl },
    });
    const response = await api.request("GET", `${PATH}?account=${account}`, { token });
    expect(response.status).toBe(200);
    expect(response.body.answer_mode).toBe("language_model");
    expect(provider.modelListCalls).toEqual([{ authorization: undefined }]);

    // With a key of its own, the account's provider gets that key.
    await api.request("PATCH", `/api/accounts/${account}/`, {
      token,
      json: { openai_api_key: "sk-account-key-5678" },
    });
    await api.request("GET", `${PATH}?account=${account}`, { token });
    expect(provider.modelListCalls.at(-1)).toEqual({ authorization: "Bearer sk-account-key-5678" });
  });
});
