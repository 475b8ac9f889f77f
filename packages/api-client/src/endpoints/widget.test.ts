import { describe, expect, it } from "vitest";
import { DEFAULT_APPEARANCE } from "../schemas/appearance";
import { bubbleJson, SESSION_SECRET, sessionStartJson, shortcutJson } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  getBotAppearance,
  listBubbles,
  listWidgetShortcuts,
  resetSession,
  visitorPrivacyUrl,
} from "./widget";

const context = setUpTestContext();

describe("widget helpers", () => {
  it("lists the bot's active bubbles as {id, bubble} by order", async () => {
    context.server.respond("GET", "/api/bubble-messages/", {
      json: [bubbleJson(1, 2), bubbleJson(2, 0, false), bubbleJson(3, 1)],
    });
    await expect(listBubbles(context.clientWith({}), 7)).resolves.toEqual([
      { id: 3, bubble: "Bubble 3" },
      { id: 1, bubble: "Bubble 1" },
    ]);
    expect(context.server.onlyRequest()).toMatchObject({
      path: "/api/bubble-messages/",
      query: { bot_id: "7" },
    });
  });

  it("lists the bot's active shortcuts as {id, label} by order", async () => {
    context.server.respond("GET", "/api/shortcuts/", {
      json: [shortcutJson(1, 5), shortcutJson(2, 1), shortcutJson(3, 0, false)],
    });
    await expect(listWidgetShortcuts(context.clientWith({}), 7)).resolves.toEqual([
      { id: 2, label: "Shortcut 2" },
      { id: 1, label: "Shortcut 1" },
    ]);
  });

  it("gives empty lists when bubbles or shortcuts cannot be loaded", async () => {
    await expect(listBubbles(context.client, 7)).resolves.toEqual([]);
    await expect(listWidgetShortcuts(context.client, 7)).resolves.toEqual([]);
  });

  it("resets by closing the session, then starting a new one with the same bot", async () => {
    context.server.respond("POST", "/api/sessions/close", { json: {} });
    context.server.respond("POST", "/api/sessions/start", {
      json: { ...sessionStartJson, session_id: 12 },
    });
    const previous = {
      session_id: 11,
      session_secret: SESSION_SECRET,
      bot_id: 7,
      bot_name: "Assistant",
      welcome_message: "Bonjour !",
      botAvatarUrl: null,
      earlierMessages: [],
    };
    const next = await resetSession(context.client, previous);
    expect(next?.session_id).toBe(12);
    expect(context.server.requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/api/sessions/close", body: { session_id: 11, session_secret: SESSION_SECRET } },
      { path: "/api/sessions/start", body: { bot_id: 7 } },
    ]);
  });

  it("still opens a new session when closing the old one failed (logged)", async () => {
    context.server.respond("POST", "/api/sessions/close", { status: 404 });
    context.server.respond("POST", "/api/sessions/start", { json: sessionStartJson });
    const previous = { ...sessionStartJson, bot_id: 7, botAvatarUrl: null, earlierMessages: [] };
    await expect(resetSession(context.client, previous)).resolves.toMatchObject({ session_id: 11 });
    expect(context.logger.text()).toContain("Closing the chat session failed");
  });

  it("reads a bot's public appearance, with the defaults for the fields left out", async () => {
    context.server.respond("GET", "/api/bots/7/appearance/", {
      json: { color: "#d4380d", position: "bottom-left", language: "en" },
    });
    await expect(getBotAppearance(context.clientWith({}), 7)).resolves.toEqual({
      ...DEFAULT_APPEARANCE,
      color: "#d4380d",
      position: "bottom-left",
      language: "en",
      privacy_policy_url: null,
      name: "",
    });
    expect(context.server.onlyRequest()).toMatchObject({ path: "/api/bots/7/appearance/" });
  });

  it("reads the address of the bot's privacy policy and its name with its appearance", async () => {
    context.server.respond("GET", "/api/bots/7/appearance/", {
      json: {
        ...DEFAULT_APPEARANCE,
        privacy_policy_url: "https://mairie.example/confidentialite",
        name: "Mairie de Valbrune",
      },
    });
    await expect(getBotAppearance(context.clientWith({}), 7)).resolves.toMatchObject({
      privacy_policy_url: "https://mairie.example/confidentialite",
      name: "Mairie de Valbrune",
    });
  });

  it("hands over, logged, an appearance holding a value it does not know", async () => {
    context.server.respond("GET", "/api/bots/7/appearance/", {
      json: { ...DEFAULT_APPEARANCE, size: "giant" },
    });
    await expect(getBotAppearance(context.clientWith({}), 7)).resolves.toMatchObject({
      size: "giant",
      theme: "light",
    });
    expect(context.logger.text()).toContain("Unexpected bot appearance from the API");
  });

  it("answers null for an unknown or inactive bot: an answer, not a failure", async () => {
    context.server.respond("GET", "/api/bots/8/appearance/", { status: 404 });
    await expect(getBotAppearance(context.clientWith({}), 8)).resolves.toBeNull();
    expect(context.logger.text()).not.toContain("Loading the bot's appearance failed");
  });

  it("gives no appearance, logged, when the server fails", async () => {
    context.server.respond("GET", "/api/bots/8/appearance/", { status: 503 });
    await expect(getBotAppearance(context.clientWith({}), 8)).resolves.toBeUndefined();
    expect(context.logger.text()).toContain("Loading the bot's appearance failed");
  });
});

describe("visitorPrivacyUrl", () => {
  it("is the server's policy page for visitors, in their language, wherever the API is mounted", () => {
    expect(visitorPrivacyUrl("https://api.example.org", "en")).toBe(
      "https://api.example.org/api/privacy/?lang=en",
    );
    expect(visitorPrivacyUrl("https://example.org/assistant/", "fr")).toBe(
      "https://example.org/assistant/api/privacy/?lang=fr",
    );
  });
});
