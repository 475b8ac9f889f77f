import { describe, expect, it } from "vitest";
import { botJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  createBot,
  deleteBot,
  getBot,
  getBotChoices,
  getLanguageModels,
  listBots,
  updateBot,
} from "./bots";

const context = setUpTestContext();

const model = [
  { value: "gpt-4o-mini", display_name: "GPT-4o mini" },
  { value: "extractive", display_name: "Extractive" },
];
const channelType = [{ value: "web", display_name: "Web" }];

describe("bot endpoints", () => {
  it("lists bots from GET /api/bots/?format=json with filters", async () => {
    context.server.respond("GET", "/api/bots/", { json: paged([botJson(1)]) });
    const page = await listBots(context.client, { account: 2, is_active: false, search: "aide" });
    expect(context.server.onlyRequest().query).toEqual({
      format: "json",
      account: "2",
      is_active: "false",
      search: "aide",
    });
    expect(page.results[0]?.document_knowledges).toEqual([2]);
  });

  it("reads one bot from GET /api/bots/{id}/", async () => {
    context.server.respond("GET", "/api/bots/7/", { json: botJson(7, "Aide") });
    await expect(getBot(context.client, 7)).resolves.toMatchObject({ id: 7, name: "Aide" });
  });

  it("creates with POST /api/bots/ and JSON", async () => {
    context.server.respond("POST", "/api/bots/", { status: 201, json: botJson(8) });
    await createBot(context.client, { account: 1, name: "Aide", document_knowledges: [2] });
    expect(context.server.onlyRequest()).toMatchObject({
      method: "POST",
      body: { account: 1, name: "Aide", document_knowledges: [2] },
    });
  });

  it("updates with PATCH /api/bots/{id}/, dropping empty-string and undefined fields", async () => {
    context.server.respond("PATCH", "/api/bots/8/", { json: botJson(8) });
    await updateBot(context.client, 8, {
      name: "Aide",
      welcome_message: "",
      system_prompt: undefined,
      avatar_url: null,
      is_active: false,
      text_knowledges: [],
    });
    const { body } = context.server.onlyRequest();
    expect(body).toEqual({ name: "Aide", avatar_url: null, is_active: false, text_knowledges: [] });
  });

  it("reads an account's answer mode and its provider's models from GET /api/bots/language-models/", async () => {
    const answer = {
      answer_mode: "language_model",
      provider: "api.openai.com",
      models: [{ value: "gpt-4o-mini", display_name: "gpt-4o-mini" }],
      error: null,
    };
    context.server.respond("GET", "/api/bots/language-models/", { json: answer });
    await expect(getLanguageModels(context.client, 4)).resolves.toEqual(answer);
    expect(context.server.onlyRequest().query).toEqual({ account: "4" });
  });

  it("deletes with DELETE /api/bots/{id}/", async () => {
    context.server.respond("DELETE", "/api/bots/8/", { status: 204 });
    await deleteBot(context.client, 8);
    expect(context.server.onlyRequest()).toMatchObject({ method: "DELETE", path: "/api/bots/8/" });
  });
});

describe("bot choices", () => {
  it("reads model and channel type choices from the POST action of OPTIONS /api/bots/", async () => {
    context.server.respond("OPTIONS", "/api/bots/", {
      json: {
        name: "Bot List",
        actions: {
          POST: {
            name: { type: "string", required: true },
            model: { type: "choice", choices: model },
            channel_type: { type: "choice", choices: channelType },
          },
        },
      },
    });
    await expect(getBotChoices(context.client)).resolves.toEqual({
      model,
      channel_type: channelType,
    });
    expect(context.server.onlyRequest().method).toBe("OPTIONS");
    expect(context.logger.entries).toEqual([]);
  });

  it("logs and gives an empty list for a field of unexpected shape", async () => {
    context.server.respond("OPTIONS", "/api/bots/", {
      json: { actions: { POST: { model: { choices: model }, channel_type: { type: "string" } } } },
    });
    await expect(getBotChoices(context.client)).resolves.toEqual({ model, channel_type: [] });
    expect(context.logger.entries).toHaveLength(1);
    expect(context.logger.entries[0]?.message).toMatch(/channel_type/);
  });

  it("logs and gives empty lists when the answer has no POST action", async () => {
    context.server.respond("OPTIONS", "/api/bots/", { json: { name: "Bot List" } });
    await expect(getBotChoices(context.client)).resolves.toEqual({ model: [], channel_type: [] });
    expect(context.logger.entries).toHaveLength(2);
  });
});
