import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountViaApi, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/*
 * Each bot says what answers its visitors: its model when a provider is configured for its
 * account or for the server, else passages extracted from its knowledge bases. The assistants
 * list, an assistant's page and the language models of its account say the same.
 */
describe("a bot's answer_mode", () => {
  let provider: OpenAiCompatibleServer;

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
  });
  afterAll(async () => {
    await provider?.close();
  });

  describe("on a server without a provider of its own", () => {
    let api: TestApi;
    let token: string;
    let demo: Awaited<ReturnType<typeof seededDemo>>;
    let llmAccount: number;

    beforeAll(async () => {
      api = await startTestApi();
      token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
      demo = await seededDemo(api);
      llmAccount = await createAccountViaApi(api, token, "Avec fournisseur");
      await api.request("PATCH", `/api/accounts/${llmAccount}/`, {
        token,
        json: { openai_base_url: provider.baseUrl },
      });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("says the demo bot's answers are extracted, in the list and on its own", async () => {
      const list = await api.request("GET", `/api/bots/?account=${demo.accountId}`, { token });
      expect(list.status).toBe(200);
      expect(list.body.results[0]).toMatchObject({ id: demo.botId, answer_mode: "extractive" });
      const one = await api.request("GET", `/api/bots/${demo.botId}/`, { token });
      expect(one.body.answer_mode).toBe("extractive");
    });

    it("says a bot of an account with its own provider answers with its model", async () => {
      const created = await api.request("POST", "/api/bots/", {
        token,
        json: { account: llmAccount, name: "Rédacteur" },
      });
      expect(created.status).toBe(201);
      expect(created.body.answer_mode).toBe("language_model");
      const list = await api.request("GET", `/api/bots/?account=${llmAccount}`, { token });
      expect(list.body.results.map((bot: { answer_mode: string }) => bot.answer_mode)).toEqual([
        "language_model",
      ]);
    });

    it("changes as soon as the account's provider is set or removed", async () => {
      const account = await createAccountViaApi(api, token, "Bientôt équipé");
      const bot = await api.request("POST", "/api/bots/", {
        token,
        json: { account, name: "Guichet" },
      });
      expect(bot.body.answer_mode).toBe("extractive");
      await api.request("PATCH", `/api/accounts/${account}/`, {
        token,
        json: { openai_api_key: "sk-test-0123456789abcdef" },
      });
      const equipped = await api.request("GET", `/api/bots/${bot.body.id}/`, { token });
      expect(equipped.body.answer_mode).toBe("language_model");
      await api.request("PATCH", `/api/accounts/${account}/`, {
        token,
        json: { openai_api_key: "" },
      });
      const bare = await api.request("GET", `/api/bots/${bot.body.id}/`, { token });
      expect(bare.body.answer_mode).toBe("extractive");
    });

    it("agrees with what the account's language models say", async () => {
      for (const account of [demo.accountId, llmAccount]) {
        const bots = await api.request("GET", `/api/bots/?account=${account}`, { token });
        const models = await api.request("GET", `/api/bots/language-models/?account=${account}`, {
          token,
        });
        for (const bot of bots.body.results) {
          expect(bot.answer_mode).toBe(models.body.answer_mode);
        }
      }
    });
  });

  describe("on a server with its own provider", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({
        config: {
          openai: { baseUrl: provider.baseUrl, apiKey: undefined, embeddingModel: undefined },
        },
      });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("says every bot answers with its model, the demo bot included", async () => {
      const token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
      const demo = await seededDemo(api);
      const one = await api.request("GET", `/api/bots/${demo.botId}/`, { token });
      expect(one.status).toBe(200);
      expect(one.body.answer_mode).toBe("language_model");
    });
  });
});
