import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../modules/auth/service";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { credentialsOf, seededDemo } from "../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/** Bad input of every kind gets a clear 4xx, never a 500, and writes nothing. */
describe("bad input", () => {
  let api: TestApi;
  let token: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;

  const counts = async () => {
    const { rows } = await api.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM bots) AS bots, (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM knowledge_bases) AS knowledge_bases,
              (SELECT count(*) FROM messages) AS messages,
              (SELECT count(*) FROM bubble_messages) AS bubbles,
              (SELECT count(*) FROM chat_sessions) AS sessions`,
    );
    return rows[0];
  };
  const raw = (method: string, path: string, body: string, contentType = "application/json") =>
    api.request(method, path, { token, body, headers: { "Content-Type": contentType } });

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine, config: { maxUploadBytes: 64 * 1024 } });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers malformed JSON with a 400 parse error and writes nothing", async () => {
    const before = await counts();
    for (const [method, path] of [
      ["POST", "/api/bots/"],
      ["PATCH", `/api/bots/${demo.botId}/`],
      ["POST", "/api/users/"],
      ["POST", "/api/sessions/start"],
      ["POST", "/api/bubble-messages/"],
    ] as const) {
      const response = await raw(method, path, '{"name": "half');
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.detail).toMatch(/^JSON parse error - /);
    }
    expect(await counts()).toEqual(before);
  });

  it("names each field of the wrong type, in DRF's words", async () => {
    const before = await counts();
    const response = await api.request("POST", "/api/bots/", {
      token,
      json: { account: "one", name: 42, is_active: "yes", text_knowledges: "1", avatar_url: 3 },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      account: ["A valid integer is required."],
      name: ["Not a valid string."],
      is_active: ["Must be a valid boolean."],
      text_knowledges: ['Expected a list of items but got type "str".'],
      avatar_url: ["Not a valid string."],
    });

    const bubble = await api.request("POST", "/api/bubble-messages/", {
      token,
      json: { message: "", bot: demo.botId, order: 1.5, is_active: null },
    });
    expect(bubble.status).toBe(400);
    expect(bubble.body).toEqual({
      message: ["This field may not be blank."],
      order: ["A valid integer is required."],
      is_active: ["This field may not be null."],
    });

    const huge = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token,
      json: { text_knowledges: [1, 3_000_000_000] },
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({
      text_knowledges: { "1": ["Ensure this value is less than or equal to 2147483647."] },
    });

    const notAnObject = await raw("POST", "/api/bots/", "[1, 2]");
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body).toEqual({
      non_field_errors: ["Invalid data. Expected a dictionary, but got list."],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await raw("POST", "/api/bots/", "name=x", "application/x-www-form-urlencoded");
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.',
    });
  });

  it("answers unknown ids with 404 or a field error naming the id, unknown sessions like a wrong secret", async () => {
    for (const path of [
      "/api/bots/999999/",
      "/api/bots/99999999999999999999/",
      "/api/users/424242/",
    ]) {
      const response = await api.request("GET", path, { token });
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ detail: "Not found." });
    }
    expect((await api.request("GET", "/api/bots/abc/", { token })).status).toBe(404);

    const link = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token,
      json: { text_knowledges: [987654] },
    });
    expect(link.status).toBe(400);
    expect(link.body).toEqual({
      text_knowledges: ['Invalid pk "987654" - object does not exist.'],
    });

    const start = await api.request("POST", "/api/sessions/start", { json: { bot_id: 987654 } });
    expect(start.status).toBe(404);
    expect(start.body).toEqual({ detail: "This assistant does not exist or is not active." });

    // An unknown session is answered like a wrong secret, so that ids tell a visitor nothing.
    const message = await api.request("POST", "/api/sessions/message", {
      json: { session_id: 987654, session_secret: "x", message: "Bonjour" },
    });
    expect(message.status).toBe(403);
    expect(message.body).toEqual({
      detail: "The session secret is missing or does not match this session.",
      code: "wrong_secret",
    });
  });

  it("refuses oversize bodies with 413 and stores nothing", async () => {
    const before = await counts();
    const bigJson = await api.request("POST", "/api/bots/", {
      token,
      json: { account: demo.accountId, name: "x", system_prompt: "a".repeat(1_100_000) },
    });
    expect(bigJson.status).toBe(413);
    expect(bigJson.body.detail).toMatch(/too large/);
    expect(bigJson.body).not.toHaveProperty("code");

    const form = new FormData();
    form.append("name", "Gros document");
    form.append("document", new File(["x".repeat(100 * 1024)], "big.txt", { type: "text/plain" }));
    const bigUpload = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(bigUpload.status).toBe(413);
    expect(bigUpload.body).toMatchObject({
      detail: expect.stringMatching(/too large/),
      code: "too_large",
    });

    const session = (
      await api.request("POST", "/api/sessions/start", { json: { bot_id: demo.botId } })
    ).body;
    const afterStart = await counts();
    const long = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message: "a".repeat(2001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: ["Ensure this field has no more than 2000 characters."] });
    const blank = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message: "   " },
    });
    expect(blank.status).toBe(400);
    expect(await counts()).toEqual({ ...before, sessions: (before?.sessions ?? 0) + 1 });
    expect(await counts()).toEqual(afterStart);
  });

  it("refuses a rating other than 1, 0 or -1", async () => {
    const session = (
      await api.request("POST", "/api/sessions/start", { json: { bot_id: demo.botId } })
    ).body;
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message: "Bonjour" },
    });
    const response = await api.request("PATCH", `/api/messages/${answer.body.id}`, {
      json: { rating: 2, session_secret: session.session_secret },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ rating: ['"2" is not a valid choice.'] });
    const { rows } = await api.db.query("SELECT rating FROM messages WHERE id = $1", [
      answer.body.id,
    ]);
    expect(rows[0]).toEqual({ rating: 0 });
  });

  it("refuses texts holding a NUL character with a 400 naming the field, and writes nothing", async () => {
    const nul = "a\u0000b";
    const session = (
      await api.request("POST", "/api/sessions/start", { json: { bot_id: demo.botId } })
    ).body;
    expect(session.session_id).toEqual(expect.any(Number));
    const before = await counts();
    const refused = [
      await api.request("POST", "/api/auth/login/", { json: { username: nul, password: "x" } }),
      await api.request("POST", "/api/sessions/message", {
        json: { ...credentialsOf(session), message: nul },
      }),
      await api.request("POST", "/api/bots/", {
        token,
        json: { account: demo.accountId, name: nul },
      }),
      await api.request("PATCH", `/api/bots/${demo.botId}/`, {
        token,
        json: { system_prompt: `Tu es ${nul}` },
      }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(Object.values(response.body).flat()).toContain("Null characters are not allowed.");
    }
    const form = new FormData();
    form.append("name", nul);
    form.append("document", new File(["Bonjour."], "note.txt", { type: "text/plain" }));
    const upload = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(upload.status).toBe(400);
    expect(upload.body).toEqual({ name: ["Null characters are not allowed."] });
    const file = (fileName: string) => {
      const named = new FormData();
      named.append("name", "Note");
      named.append("document", new File(["Bonjour."], fileName, { type: "text/plain" }));
      return api.request("POST", "/api/document_knowledge_bases/", { token, body: named });
    };
    const nulName = await file(`note${nul}.txt`);
    expect(nulName.status).toBe(400);
    expect(nulName.body).toEqual({ document: ["Null characters are not allowed."] });
    const longName = await file(`${"n".repeat(300)}.txt`);
    expect(longName.status).toBe(400);
    expect(longName.body).toEqual({
      document: ["Ensure this filename has at most 255 characters (it has 304)."],
    });
    const search = await api.request("GET", "/api/bots/?search=a%00b", { token });
    expect(search.status).toBe(400);
    expect(search.body).toEqual({ search: ["Null characters are not allowed."] });
    expect(await counts()).toEqual(before);
  });

  it("bounds the ignore patterns of a crawl, naming the field", async () => {
    const sub = (ignore_patterns: string[]) =>
      api.request("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
        token,
        json: { url: "https://site.example/", depth: 1, max_crawls: 5, ignore_patterns },
      });
    const tooMany = await sub(Array.from({ length: 51 }, (_, n) => `/page-${n}`));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      ignore_patterns: ["Ensure this field has no more than 50 elements."],
    });
    const tooLong = await sub([`/${"a*".repeat(150)}`]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      ignore_patterns: { 0: ["Ensure this field has no more than 300 characters."] },
    });
  });

  it("never answers 500, whatever body any route receives", async () => {
    const { rows } = await api.db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'admin'",
    );
    const adminId = (rows[0] as { id: number }).id;
    const bodies = [
      '"text"',
      "[]",
      "{}",
      "null",
      '{"id": -1, "name": {"a": 1}, "ids": [null], "rating": "1"}',
      // Nested deeper than any recursive reading of the body could follow.
      `{"username": ${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
    ];
    const failures: string[] = [];
    for (const endpoint of api.endpoints) {
      const path = endpoint.path.replace(/:id\{\[0-9\]\+\}/, "1");
      for (const body of bodies) {
        const response = await api.request(
          endpoint.method,
          `${path}?page=abc&page_size=-4&bot_id=x`,
          {
            token: await issueToken(api.db, adminId, 3600),
            body: endpoint.method === "GET" ? undefined : body,
            headers: { "Content-Type": "application/json" },
          },
        );
        if (response.status >= 500)
          failures.push(`${endpoint.method} ${path} ${body}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
