import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { seededDemo } from "../testing/fixtures";
import { RELAXED_LIMITS, startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/*
 * Behind proxies, the client address is the X-Forwarded-For entry the trusted proxies appended,
 * never one the client wrote itself: otherwise a client varying the header escapes every limit.
 */
describe("the client address behind trusted proxies", () => {
  let api: TestApi;
  let botId: number;
  const budget = { limit: 3, windowSeconds: 60 };

  const startSession = (forwardedFor: string) =>
    api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId },
      headers: { "X-Forwarded-For": forwardedFor },
    });
  const failLogin = (forwardedFor: string) =>
    api.request("POST", "/api/auth/login/", {
      json: { username: `nobody-${forwardedFor.length}-${Math.random()}`, password: "wrong-one" },
      headers: { "X-Forwarded-For": forwardedFor },
    });

  beforeAll(async () => {
    api = await startTestApi({
      engine: placeholderEngine,
      config: {
        trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy,
        limits: {
          ...RELAXED_LIMITS,
          sessionStartsPerAddress: budget,
          loginFailuresPerAddress: budget,
        },
      },
    });
    botId = (await seededDemo(api)).botId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it("with TRUST_PROXY=1, counts session starts against the address the proxy appended, whatever the client put before it", async () => {
    for (let attempt = 1; attempt <= budget.limit; attempt += 1) {
      const started = await startSession(`10.0.0.${attempt}, 203.0.113.7`);
      expect(started.status, `start ${attempt}`).toBe(201);
    }
    const refused = await startSession("10.9.9.9, 203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Other clients of the same proxy keep their own budget.
    expect((await startSession("10.0.0.1, 203.0.113.8")).status).toBe(201);
  });

  it("with TRUST_PROXY=1, refuses the failed logins of one address however it forges the header", async () => {
    for (let attempt = 1; attempt <= budget.limit; attempt += 1) {
      expect((await failLogin(`192.0.2.${attempt}, 198.51.100.4`)).status).toBe(400);
    }
    const refused = await failLogin("192.0.2.200, 192.0.2.201, 198.51.100.4");
    expect(refused.status).toBe(429);
    // The refusal is per address: the administrator signs in from elsewhere.
    const other = await api.request("POST", "/api/auth/login/", {
      json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      headers: { "X-Forwarded-For": "192.0.2.1, 198.51.100.5" },
    });
    expect(other.status).toBe(200);
  });
});

describe("TRUST_PROXY", () => {
  it("reads a number of proxies, true as one and false as none", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("refuses anything else at start, saying what it means", () => {
    for (const raw of ["maybe", "-1", "1.5", "8080", "loopback"]) {
      expect(() => loadConfig({ TRUST_PROXY: raw }), raw).toThrow(
        `TRUST_PROXY: must be the number of proxies in front of the server that append to X-Forwarded-For, from 0 to 10 (true means 1, false 0) (got "${raw}")`,
      );
    }
  });
});
