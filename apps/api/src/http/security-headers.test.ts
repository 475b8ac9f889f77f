import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { seededDemo } from "../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/** What a browser or a cache may do with the API's answers. */
describe("the API's answers", () => {
  let api: TestApi;
  let token: string;
  let botId: number;

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    botId = (await seededDemo(api)).botId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("carry nosniff and no-store on signed-in routes, in success and in error", async () => {
    const answers = [
      await api.request("GET", "/api/auth/me/", { token }),
      await api.request("GET", "/api/bots/", { token }),
      await api.request("GET", `/api/bots/${botId}/`, { token }),
      await api.request("GET", "/api/accounts/", { token }),
      await api.request("GET", "/api/auth/me/"),
      await api.request("GET", "/api/bots/", { token: "not-a-token" }),
      await api.request("PATCH", `/api/bots/${botId}/`, { token, json: { name: 42 } }),
      await api.request("GET", "/api/bots/987654/", { token }),
      await api.request("POST", "/api/auth/login/", {
        json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 401, 401, 400, 404, 200,
    ]);
    for (const answer of answers) {
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("carry nosniff on the public ones too, and never keep a visitor's session secret", async () => {
    const started = await api.request("POST", "/api/sessions/start", { json: { bot_id: botId } });
    expect(started.status).toBe(201);
    expect(started.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/health/", "/api/schema/", "/api/nowhere/"]) {
      const answer = await api.request("GET", path);
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});
