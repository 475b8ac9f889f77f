import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUserWithToken, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

describe("bubble messages and shortcuts", () => {
  let api: TestApi;
  let adminToken: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;

  beforeAll(async () => {
    api = await startTestApi();
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const texts = (body: { results: { message?: string; label?: string }[] }) =>
    body.results.map((item) => item.message ?? item.label);

  it("lists a bot's bubbles by order, and the widget sees only the active ones", async () => {
    const newBot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Bulles" },
    });
    const bot = newBot.body.id;
    for (const [order, message, isActive] of [
      [3, "Troisième", true],
      [1, "Première", true],
      [2, "Cachée", false],
    ] as const) {
      const created = await api.request("POST", "/api/bubble-messages/", {
        token: adminToken,
        json: { message, bot, order, is_active: isActive },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        message,
        bot,
        order,
        is_active: isActive,
        created_at: expect.any(String),
      });
    }
    const managed = await api.request("GET", `/api/bubble-messages/?bot_id=${bot}`, {
      token: adminToken,
    });
    expect(texts(managed.body)).toEqual(["Première", "Cachée", "Troisième"]);
    const widget = await api.request("GET", `/api/bubble-messages/?bot_id=${bot}`);
    expect(widget.status).toBe(200);
    expect(texts(widget.body)).toEqual(["Première", "Troisième"]);

    await api.request("PATCH", `/api/bots/${bot}/`, {
      token: adminToken,
      json: { is_active: false },
    });
    const inactive = await api.request("GET", `/api/bubble-messages/?bot_id=${bot}`);
    expect(inactive.status).toBe(404);
    expect(inactive.body).toEqual({ detail: "This assistant does not exist or is not active." });
    const missing = await api.request("GET", "/api/bubble-messages/");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ bot_id: ["This field is required."] });
  });

  it("serves the seeded demo's bubbles and shortcuts to the widget", async () => {
    const bubbles = await api.request("GET", `/api/bubble-messages/?bot_id=${demo.botId}`);
    expect(bubbles.body.count).toBe(2);
    const shortcuts = await api.request("GET", `/api/shortcuts/?bot_id=${demo.botId}`);
    expect(texts(shortcuts.body)).toEqual(["Que sait faire cet assistant ?", "Créer un assistant"]);
  });

  it("changes and deletes an item only through its own bot", async () => {
    const created = await api.request("POST", "/api/shortcuts/", {
      token: adminToken,
      json: {
        label: "Tarifs",
        value: "Quels sont vos tarifs ?",
        bot: demo.botId,
        order: 5,
        is_active: true,
      },
    });
    const path = `/api/shortcuts/${created.body.id}/`;
    const wrongBot = await api.request("PATCH", `${path}?bot_id=${demo.botId + 1000}`, {
      token: adminToken,
      json: { label: "Prix" },
    });
    expect(wrongBot.status).toBe(404);
    const changed = await api.request("PATCH", `${path}?bot_id=${demo.botId}`, {
      token: adminToken,
      json: { label: "Prix", order: -1 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      label: "Prix",
      value: "Quels sont vos tarifs ?",
      order: -1,
    });
    const first = await api.request("GET", `/api/shortcuts/?bot_id=${demo.botId}`);
    expect(texts(first.body)[0]).toBe("Prix");
    expect(
      (await api.request("DELETE", `${path}?bot_id=${demo.botId}`, { token: adminToken })).status,
    ).toBe(204);
    expect((await api.request("GET", path, { token: adminToken })).status).toBe(404);
  });

  it("refuses to attach an item to a bot of another account", async () => {
    const outsider = await insertUserWithToken(api, {
      accounts: [
        (
          await api.request("POST", "/api/accounts/", {
            token: adminToken,
            json: { name: "Autre" },
          })
        ).body.id,
      ],
      permissions: ["bots.add_bubblemessage"],
    });
    const response = await api.request("POST", "/api/bubble-messages/", {
      token: outsider.token,
      json: { message: "Intrus", bot: demo.botId, order: 1, is_active: true },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ bot: [`Invalid pk "${demo.botId}" - object does not exist.`] });
  });
});
