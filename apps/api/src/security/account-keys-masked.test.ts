import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUserWithToken } from "../testing/fixtures";
import { type ApiResponse, startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

const KEYS = {
  openai: ["sk-first-openai-key-0123456789ABCD", "sk-second-openai-key-9876543210EFGH"],
  pinecone: ["pc-first-pinecone-key-0123456789IJKL", "pc-second-pinecone-key-987654MNOP"],
};
const EVERY_KEY = [...KEYS.openai, ...KEYS.pinecone];

/** Provider keys go in, and only ever come out masked: on every account endpoint, for anyone. */
describe("accounts' provider keys", () => {
  let api: TestApi;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi({ config: { secretKey: "a-secret-key-of-at-least-32-characters!" } });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  function unmaskedKeys(response: ApiResponse): string[] {
    const text = JSON.stringify(response.body);
    // Nor the middle of a key: a mask shows its first three and last four characters at most.
    return EVERY_KEY.filter((key) => text.includes(key) || text.includes(key.slice(3, -4)));
  }

  it("are answered masked by every account endpoint, to staff and members alike", async () => {
    const answers = new Map<string, ApiResponse>();
    const created = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Clés", openai_api_key: KEYS.openai[0], pinecone_api_key: KEYS.pinecone[0] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      masked_openai_api_key: "sk-...ABCD",
      masked_pinecone_api_key: "pc-...IJKL",
    });
    answers.set("POST /api/accounts/", created);
    const id = created.body.id;
    const member = await insertUserWithToken(api, { accounts: [id] });

    const updated = await api.request("PATCH", `/api/accounts/${id}/`, {
      token: adminToken,
      json: { openai_api_key: KEYS.openai[1], pinecone_api_key: KEYS.pinecone[1] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      masked_openai_api_key: "sk-...EFGH",
      masked_pinecone_api_key: "pc-...MNOP",
    });
    answers.set("PATCH /api/accounts/:id{[0-9]+}/", updated);

    for (const [caller, token] of [
      ["staff", adminToken],
      ["member", member.token],
    ] as const) {
      const list = await api.request("GET", "/api/accounts/", { token });
      expect(list.status).toBe(200);
      expect(list.body.results).toContainEqual(
        expect.objectContaining({ id, masked_openai_api_key: "sk-...EFGH" }),
      );
      answers.set(`GET /api/accounts/ as ${caller}`, list);
      const detail = await api.request("GET", `/api/accounts/${id}/`, { token });
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ masked_pinecone_api_key: "pc-...MNOP" });
      answers.set(`GET /api/accounts/:id{[0-9]+}/ as ${caller}`, detail);
    }
    // A member may not change keys; the refusal does not echo them either.
    const refused = await api.request("PATCH", `/api/accounts/${id}/`, {
      token: member.token,
      json: { openai_api_key: KEYS.openai[0] },
    });
    expect(refused.status).toBe(403);
    answers.set("PATCH /api/accounts/:id{[0-9]+}/ as member", refused);
    const invalid = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "", openai_api_key: KEYS.openai[0] },
    });
    expect(invalid.status).toBe(400);
    answers.set("POST /api/accounts/ refused", invalid);

    const leaks = [...answers].flatMap(([label, response]) =>
      unmaskedKeys(response).map((key) => `${label}: ${key}`),
    );
    expect(leaks).toEqual([]);

    // Every account endpoint that answers a body was called above.
    const answering = api.endpoints
      .filter((endpoint) => endpoint.path.startsWith("/api/accounts/"))
      .filter((endpoint) => endpoint.method !== "DELETE")
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    const called = [...answers.keys()].map((label) => label.split(" ").slice(0, 2).join(" "));
    expect(new Set(called)).toEqual(new Set(answering));
  });

  it("are never answered by the endpoints around accounts either", async () => {
    const created = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Autour", openai_api_key: KEYS.openai[0] },
    });
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: created.body.id, name: "Robot des clés" },
    });
    expect(bot.status).toBe(201);
    for (const path of [
      "/api/bots/",
      `/api/bots/${bot.body.id}/`,
      "/api/auth/me/",
      "/api/users/",
    ]) {
      const response = await api.request("GET", path, { token: adminToken });
      expect(response.status).toBe(200);
      expect(unmaskedKeys(response), path).toEqual([]);
      expect(JSON.stringify(response.body), path).not.toContain("sk-...");
    }
  });
});
