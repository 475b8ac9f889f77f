import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { seededDemo } from "../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/*
 * A field the endpoint does not know (a typo, a field of another endpoint) is refused by name
 * rather than dropped: a client is never told it saved what it did not.
 */
describe("unknown fields of a body", () => {
  let api: TestApi;
  let token: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const botName = async () =>
    (await api.request("GET", `/api/bots/${demo.botId}/`, { token })).body.name as string;

  it("refuses a misspelt field by name, and changes nothing, the known fields sent with it neither", async () => {
    const before = await botName();
    const typo = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token,
      json: { nmae: "Assistant renommé" },
    });
    expect(typo.status).toBe(400);
    expect(typo.body).toEqual({ non_field_errors: ["Unknown field: nmae."] });

    const mixed = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token,
      json: { name: "Assistant renommé", is_actve: false, welcom_message: "Bonjour" },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({
      non_field_errors: ["Unknown fields: is_actve, welcom_message."],
    });
    expect(await botName()).toBe(before);
  });

  it("refuses a field of another endpoint, with the other problems of the body", async () => {
    const bubbles = async () =>
      (await api.db.query<{ n: number }>("SELECT count(*) AS n FROM bubble_messages")).rows[0]?.n;
    const before = await bubbles();
    // `label` is a shortcut's.
    const bubble = await api.request("POST", "/api/bubble-messages/", {
      token,
      json: { message: "", bot: demo.botId, order: 0, is_active: true, label: "Horaires" },
    });
    expect(bubble.status).toBe(400);
    expect(bubble.body).toEqual({
      non_field_errors: ["Unknown field: label."],
      message: ["This field may not be blank."],
    });
    expect(await bubbles()).toBe(before);

    // A visitor's start, sent with what another call of the widget takes.
    const start = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: demo.botId, message: "Bonjour" },
    });
    expect(start.status).toBe(400);
    expect(start.body).toEqual({ non_field_errors: ["Unknown field: message."] });
  });

  it("names an unknown field inside an object of the body by that object", async () => {
    const started = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: demo.botId },
    });
    expect(started.status).toBe(201);
    const { session_id, session_secret } = started.body;
    const resumed = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: demo.botId, previous_session: { session_id, session_secret, bot_id: 1 } },
    });
    expect(resumed.status).toBe(400);
    expect(resumed.body).toEqual({ previous_session: ["Unknown field: bot_id."] });
  });

  it("reads the close that a page sends as it unloads (text/plain) the same way", async () => {
    const started = await api.request("POST", "/api/sessions/start", {
      json: { bot_id: demo.botId },
    });
    const { session_id, session_secret } = started.body;
    const closed = await api.request("POST", "/api/sessions/close", {
      body: JSON.stringify({ session_id, session_secret, reason: "unload" }),
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(closed.status).toBe(400);
    expect(closed.body).toEqual({ non_field_errors: ["Unknown field: reason."] });
  });

  it("refuses a form field an upload does not take, storing nothing", async () => {
    const documents = async () =>
      (await api.db.query<{ n: number }>("SELECT count(*) AS n FROM knowledge_documents")).rows[0]
        ?.n;
    const before = await documents();
    const form = new FormData();
    form.append("name", "Horaires");
    form.append("acount", String(demo.accountId));
    form.append("document", new File(["La mairie ouvre à 9 h."], "horaires.txt"));
    const upload = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    expect(upload.status).toBe(400);
    expect(upload.body).toEqual({ non_field_errors: ["Unknown field: acount."] });
    expect(await documents()).toBe(before);

    // A new file for a document takes the file alone.
    const replacement = new FormData();
    replacement.append("name", "Horaires d'été");
    replacement.append("document", new File(["La mairie ouvre à 10 h."], "horaires.txt"));
    const replaced = await api.request("PUT", "/api/document_knowledge_bases/1/file/", {
      token,
      body: replacement,
    });
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual({ non_field_errors: ["Unknown field: name."] });
  });

  it("refuses an unknown field on every endpoint that reads a JSON body", async () => {
    const withJsonBody = api.endpoints.filter(
      ({ doc }) => doc.body !== undefined && doc.body.mediaType === undefined,
    );
    expect(withJsonBody.length).toBeGreaterThan(30);
    const accepted: string[] = [];
    for (const { method, path } of withJsonBody) {
      const concrete = path.replace(/:[A-Za-z_]+\{[^}]*\}/g, String(demo.botId));
      const response = await api.request(method, concrete, {
        token,
        json: { not_a_field_of_this_api: true },
      });
      const refusal = response.body?.non_field_errors as string[] | undefined;
      if (
        response.status !== 400 ||
        !refusal?.includes("Unknown field: not_a_field_of_this_api.")
      ) {
        accepted.push(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});
