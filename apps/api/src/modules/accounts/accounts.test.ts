import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUserWithToken } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

const OPENAI_KEY = "sk-test-0123456789abcdefWXYZ";

describe("accounts", () => {
  let api: TestApi;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi({ config: { secretKey: "a-secret-key-of-at-least-32-characters!" } });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers provider keys masked only, and keeps them encrypted at rest", async () => {
    const created = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: {
        name: "Clés",
        openai_api_key: OPENAI_KEY,
        openai_base_url: "https://llm.example.com/v1",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Clés",
      is_active: true,
      masked_openai_api_key: "sk-...WXYZ",
      masked_pinecone_api_key: null,
      openai_base_url: "https://llm.example.com/v1",
    });
    const id = created.body.id;
    for (const path of ["/api/accounts/", `/api/accounts/${id}/`]) {
      const response = await api.request("GET", path, { token: adminToken });
      expect(JSON.stringify(response.body)).not.toContain(OPENAI_KEY);
    }
    const { rows } = await api.db.query<{ openai_api_key: string }>(
      "SELECT openai_api_key FROM accounts WHERE id = $1",
      [id],
    );
    expect(rows[0]?.openai_api_key).toMatch(/^enc:v1:/);
    expect(rows[0]?.openai_api_key).not.toContain("0123456789");

    // A password in the address would be shown to every member: refused, the address kept.
    const withPassword = await api.request("PATCH", `/api/accounts/${id}/`, {
      token: adminToken,
      json: { openai_base_url: "https://svc:S3cretPass@llm.example.com/v1" },
    });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body).toEqual({
      openai_base_url: [
        "Enter the address without a user name or password: the provider's key goes in openai_api_key.",
      ],
    });
    const kept = await api.request("GET", `/api/accounts/${id}/`, { token: adminToken });
    expect(kept.body.openai_base_url).toBe("https://llm.example.com/v1");

    const cleared = await api.request("PATCH", `/api/accounts/${id}/`, {
      token: adminToken,
      json: { openai_api_key: "", is_active: false },
    });
    expect(cleared.body).toMatchObject({ masked_openai_api_key: null, is_active: false });
  });

  it("keeps a time zone both the server and its database know, whatever its case", async () => {
    const nodeOnly = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Saskatchewan", time_zone: "Canada/East-Saskatchewan" },
    });
    expect(nodeOnly.status).toBe(400);
    expect(nodeOnly.body).toEqual({
      time_zone: ['"Canada/East-Saskatchewan" is not a known time zone.'],
    });
    const created = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Regina", time_zone: "America/Regina" },
    });
    expect(created.status).toBe(201);
    const changed = await api.request("PATCH", `/api/accounts/${created.body.id}/`, {
      token: adminToken,
      json: { time_zone: "europe/paris" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.time_zone).toBe("europe/paris");
  });

  it("lets a member read their own accounts only and change none", async () => {
    const mine = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Mien" },
    });
    const theirs = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Sien" },
    });
    const member = await insertUserWithToken(api, { accounts: [mine.body.id], permissions: [] });
    const list = await api.request("GET", "/api/accounts/", { token: member.token });
    expect(list.body.results.map((account: { name: string }) => account.name)).toEqual(["Mien"]);
    expect(
      (await api.request("GET", `/api/accounts/${theirs.body.id}/`, { token: member.token }))
        .status,
    ).toBe(404);
    const patch = await api.request("PATCH", `/api/accounts/${mine.body.id}/`, {
      token: member.token,
      json: { name: "Renommé" },
    });
    expect(patch.status).toBe(403);
  });

  it("deleting an account deletes its bots", async () => {
    const account = await api.request("POST", "/api/accounts/", {
      token: adminToken,
      json: { name: "Éphémère" },
    });
    const bot = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: account.body.id, name: "Éphémère" },
    });
    expect(
      (await api.request("DELETE", `/api/accounts/${account.body.id}/`, { token: adminToken }))
        .status,
    ).toBe(204);
    expect(
      (await api.request("GET", `/api/bots/${bot.body.id}/`, { token: adminToken })).status,
    ).toBe(404);
  });
});
