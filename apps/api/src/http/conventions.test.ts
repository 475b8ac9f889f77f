import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededDemo } from "../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

const ADMIN_ORIGIN = "http://localhost:5173";

/** The Django REST Framework conventions every route follows, and CORS. */
describe("HTTP conventions", () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers an unlisted method with 405 and the allowed ones", async () => {
    const response = await api.request("PATCH", "/api/bots/", { token, json: {} });
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ detail: 'Method "PATCH" not allowed.' });
    expect(response.headers.get("allow")).toBe("GET, POST, OPTIONS");
  });

  it("answers unknown paths, and paths without their trailing slash, with a JSON 404", async () => {
    for (const path of ["/api/nothing/", "/api/bots"]) {
      const response = await api.request("GET", path, { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: "Not found." });
    }
  });

  it("answers HEAD like GET, and OPTIONS on any route with its metadata", async () => {
    const head = await api.request("HEAD", "/api/users/", { token });
    expect(head.status).toBe(200);
    const options = await api.request("OPTIONS", "/api/users/", { token });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      renders: ["application/json"],
      parses: ["application/json"],
    });
    expect(options.headers.get("allow")).toBe("GET, POST, OPTIONS");
  });

  it("accepts format=json and caps page_size at 1000", async () => {
    const response = await api.request("GET", "/api/bots/?format=json&page_size=5000", { token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(["count", "next", "previous", "results"]);
  });

  it("lets the configured origins call the signed-in API, and no others", async () => {
    const allowed = await api.request("GET", "/api/bots/", {
      token,
      headers: { Origin: ADMIN_ORIGIN },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(ADMIN_ORIGIN);
    const denied = await api.request("GET", "/api/bots/", {
      token,
      headers: { Origin: "https://evil.example" },
    });
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();

    const preflight = await api.request("OPTIONS", "/api/bots/", {
      headers: {
        Origin: ADMIN_ORIGIN,
        "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ADMIN_ORIGIN);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
    const foreignPreflight = await api.request("OPTIONS", "/api/bots/", {
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
    });
    expect(foreignPreflight.headers.get("access-control-allow-origin")).toBeNull();

    // An error still carries the header, so that the page can read why it failed.
    const unauthorised = await api.request("GET", "/api/bots/", {
      headers: { Origin: ADMIN_ORIGIN },
    });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get("access-control-allow-origin")).toBe(ADMIN_ORIGIN);
  });

  it("lets only the configured origins sign in or reset a password, though anyone may call them", async () => {
    const credentials = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
    const calls = [
      { path: "/api/auth/login/", json: credentials },
      { path: "/api/auth/password-reset/", json: { email: TEST_ADMIN.email } },
      { path: "/api/auth/password-reset/confirm/", json: { token: "x", password: "y" } },
    ];
    for (const { path, json } of calls) {
      const foreign = await api.request("POST", path, {
        json,
        headers: { Origin: "https://evil.example" },
      });
      expect(foreign.headers.get("access-control-allow-origin"), path).toBeNull();
      const foreignPreflight = await api.request("OPTIONS", path, {
        headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
      });
      expect(foreignPreflight.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(foreignPreflight.headers.get("access-control-allow-methods"), path).toBeNull();
      const backOffice = await api.request("OPTIONS", path, {
        headers: { Origin: ADMIN_ORIGIN, "Access-Control-Request-Method": "POST" },
      });
      expect(backOffice.headers.get("access-control-allow-origin"), path).toBe(ADMIN_ORIGIN);
    }
    const signIn = await api.request("POST", "/api/auth/login/", {
      json: credentials,
      headers: { Origin: ADMIN_ORIGIN },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("access-control-allow-origin")).toBe(ADMIN_ORIGIN);
  });

  it("lets any site call the public widget endpoints", async () => {
    const { botId } = await seededDemo(api);
    const site = "https://any-site.example";
    const preflight = await api.request("OPTIONS", "/api/sessions/start", {
      headers: { Origin: site, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(site);
    const bubbles = await api.request("GET", `/api/bubble-messages/?bot_id=${botId}`, {
      headers: { Origin: site },
    });
    expect(bubbles.headers.get("access-control-allow-origin")).toBe(site);
  });
});
