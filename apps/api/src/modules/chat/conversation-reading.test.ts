import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "../../constants";
import { loadMigrations } from "../../db/migrate";
import { credentialsOf, insertUserWithToken, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { placeholderEngine } from "../knowledge/placeholder-engine";

/** The migration that gives the new permission to those who could read conversations before. */
const READING_MIGRATION = "0028_conversation_reading_permission.sql";

/** What a visitor wrote, to be found in whatever shows the conversation. */
const QUESTION = "Mon fils Théo est-il bien inscrit à la cantine ?";

/*
 * The visitors' conversations are personal data: reading them takes chats.view_conversation,
 * which an organisation can keep from those who edit its assistants.
 */
describe("who reads the visitors' conversations", () => {
  let api: TestApi;
  let demo: Awaited<ReturnType<typeof seededDemo>>;
  let conversation: number;
  let answer: number;

  /** The user's view of each conversation endpoint, by what it shows. */
  const readings = (token: string) => ({
    list: () => api.request("GET", `/api/sessions/?bot_id=${demo.botId}`, { token }),
    conversation: () => api.request("GET", `/api/sessions/${conversation}/`, { token }),
    messages: () => api.request("GET", `/api/messages/?session_id=${conversation}`, { token }),
    export: () =>
      api.request("GET", `/api/analytics/conversations/?bot_id=${demo.botId}`, { token }),
    rating: () => api.request("PATCH", `/api/messages/${answer}`, { token, json: { rating: 1 } }),
  });
  const member = (permissions: Permission[]) =>
    insertUserWithToken(api, { accounts: [demo.accountId], permissions });
  const permissionsOf = async (token: string) =>
    (await api.request("GET", "/api/auth/permissions/", { token })).body;

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
    const session = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: demo.botId },
    });
    conversation = session.body.session_id;
    const answered = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session.body), message: QUESTION },
    });
    answer = answered.body.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("keeps every conversation endpoint from a user who may edit the assistants, and opens them with chats.view_conversation", async () => {
    const editing: Permission[] = ["bots.view_bot", "bots.change_bot", "chats.view_analytics"];
    const editor = await member(editing);
    const reader = await member([...editing, "chats.view_conversation"]);

    // The editor still works on the assistants.
    expect(
      (await api.request("GET", `/api/bots/${demo.botId}/`, { token: editor.token })).status,
    ).toBe(200);
    for (const [name, read] of Object.entries(readings(editor.token))) {
      const refused = await read();
      expect(refused.status, name).toBe(403);
      expect(JSON.stringify(refused.body), name).not.toContain("Théo");
    }

    const allowed = readings(reader.token);
    const list = await allowed.list();
    expect(list.status).toBe(200);
    expect(list.body.results.map((row: { id: number }) => row.id)).toContain(conversation);
    const read = await allowed.conversation();
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: conversation, message_count: 2 });
    const messages = await allowed.messages();
    expect(messages.status).toBe(200);
    expect(messages.body.results[0]).toMatchObject({ sent_from: "user", message: QUESTION });
    const exported = await allowed.export();
    expect(exported.status).toBe(200);
    expect(exported.body).toContain(QUESTION);
    const rated = await allowed.rating();
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ id: answer, rating: 1 });
  });

  it("is given on upgrading to those who could read conversations, with the assistants or their export, and to no one else", async () => {
    const migration = (await loadMigrations()).find((entry) => entry.name === READING_MIGRATION);
    expect(migration, READING_MIGRATION).toBeDefined();
    // Users as the build before left them: none holds the new permission.
    const viewer = await member(["bots.view_bot"]);
    const analyst = await member(["chats.view_analytics"]);
    const both = await member(["bots.view_bot", "chats.view_analytics"]);
    const userManager = await member(["accounts.view_user", "bots.change_bot"]);
    expect((await readings(viewer.token).list()).status).toBe(403);

    await api.db.query(migration?.sql ?? "");

    expect(await permissionsOf(viewer.token)).toEqual(["bots.view_bot", "chats.view_conversation"]);
    expect(await permissionsOf(analyst.token)).toEqual([
      "chats.view_analytics",
      "chats.view_conversation",
    ]);
    expect(await permissionsOf(both.token)).toEqual([
      "bots.view_bot",
      "chats.view_analytics",
      "chats.view_conversation",
    ]);
    expect(await permissionsOf(userManager.token)).toEqual([
      "accounts.view_user",
      "bots.change_bot",
    ]);
    for (const { token } of [viewer, analyst, both]) {
      expect((await readings(token).list()).status).toBe(200);
    }
    expect((await readings(analyst.token).export()).status).toBe(200);
    expect((await readings(userManager.token).list()).status).toBe(403);
  });
});
