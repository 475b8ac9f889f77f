import { afterEach, describe, expect, it } from "vitest";
import { HOST_ORIGIN_HEADER, LOCAL_API_BASE_URL } from "../constants";
import { SESSION_SECRET } from "../test/fixtures";
import { setUpTestContext, TEST_TOKEN } from "../test/test-context";
import { ApiError } from "./api-error";
import { createApiClient } from "./create-api-client";

const context = setUpTestContext();

describe("createApiClient", () => {
  it("sends the token as `Authorization: Token <token>`", async () => {
    context.server.respond("GET", "/api/auth/me/", { json: {} });
    await context.client.request("/api/auth/me/");
    expect(context.server.onlyRequest().headers.authorization).toBe(`Token ${TEST_TOKEN}`);
  });

  it("reads the token before every request, also from an async getter", async () => {
    let token: string | null = "first";
    const client = context.clientWith({ getToken: async () => token });
    context.server.respond("GET", "/api/auth/me/", { json: {} });
    await client.request("/api/auth/me/");
    token = "second";
    await client.request("/api/auth/me/");
    token = null;
    await client.request("/api/auth/me/");
    expect(context.server.requests.map((request) => request.headers.authorization)).toEqual([
      "Token first",
      "Token second",
      undefined,
    ]);
  });

  it("sends the headers it was given with every request", async () => {
    const client = context.clientWith({
      headers: { [HOST_ORIGIN_HEADER]: "https://shop.example" },
    });
    context.server.respond("GET", "/api/auth/me/", { json: {} });
    await client.request("/api/auth/me/");
    await client.request("/api/auth/me/");
    expect(context.server.requests.map((request) => request.headers["x-host-origin"])).toEqual([
      "https://shop.example",
      "https://shop.example",
    ]);
  });

  it("sends no Authorization header without a token getter or with an empty token", async () => {
    context.server.respond("GET", "/api/auth/me/", { json: {} });
    await context.clientWith({}).request("/api/auth/me/");
    await context.clientWith({ getToken: () => "" }).request("/api/auth/me/");
    expect(context.server.requests.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("joins a base URL with a trailing slash or a path prefix to the API path", async () => {
    context.server.respond("GET", "/backend/api/auth/me/", { json: { ok: true } });
    const client = context.clientWith({ baseUrl: `${context.server.url}/backend/` });
    await expect(client.request("/api/auth/me/")).resolves.toEqual({ ok: true });
    expect(context.server.onlyRequest().path).toBe("/backend/api/auth/me/");
  });

  it("resolves an empty body to undefined", async () => {
    context.server.respond("DELETE", "/api/bots/1/", { status: 204 });
    await expect(
      context.client.request("/api/bots/1/", { method: "DELETE" }),
    ).resolves.toBeUndefined();
  });

  it("never retries by itself: React Query decides", async () => {
    context.server.respond("GET", "/api/bots/", { status: 503, json: { detail: "Busy" } });
    await expect(context.client.request("/api/bots/")).rejects.toBeInstanceOf(ApiError);
    expect(context.server.requests).toHaveLength(1);
  });

  it("chooses the local API when no page and no base URL are given", () => {
    expect(createApiClient().baseUrl()).toBe(LOCAL_API_BASE_URL);
  });

  it("uses a custom fetch, which sees the request's keepalive flag", async () => {
    const seen: boolean[] = [];
    const client = context.clientWith({
      fetch: (input, init) => {
        seen.push(input instanceof Request && input.keepalive);
        return fetch(input, init);
      },
    });
    context.server.respond("POST", "/api/sessions/close", { json: {} });
    await client.request("/api/sessions/close", { method: "POST", keepalive: true });
    expect(seen).toEqual([true]);
  });
});

describe("failures", () => {
  it("normalises an error answer into an ApiError with status, detail, title, fields and body", async () => {
    const body = { detail: "Not allowed.", title: "Forbidden", name: ["Too long."] };
    context.server.respond("POST", "/api/bots/", { status: 403, json: body });
    const error = await context.client
      .request("/api/bots/", { method: "POST", json: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "response",
      status: 403,
      detail: "Not allowed.",
      title: "Forbidden",
      fieldErrors: { name: ["Too long."] },
      body,
      message: "Not allowed.",
    });
  });

  it("reads how long to wait from Retry-After, as seconds or as a date", async () => {
    const failure = async (retryAfter: string) => {
      context.server.respond("POST", "/api/auth/login/", {
        status: 429,
        json: { detail: "Request was throttled. Expected available in 900 seconds." },
        headers: { "Retry-After": retryAfter },
      });
      return (await context.client
        .request("/api/auth/login/", { method: "POST", json: {} })
        .catch((caught: unknown) => caught)) as ApiError;
    };
    expect((await failure("900")).retryAfterSeconds).toBe(900);
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    expect((await failure(inTwoMinutes)).retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect((await failure(inTwoMinutes)).retryAfterSeconds).toBeLessThanOrEqual(120);
    expect((await failure("soon")).retryAfterSeconds).toBeUndefined();
  });

  it("logs an error answer with its status, headers and data", async () => {
    context.server.respond("GET", "/api/bots/", {
      status: 500,
      json: { detail: "Boom" },
      headers: { "x-request-id": "abc" },
    });
    await context.client.request("/api/bots/").catch(() => undefined);
    const [entry] = context.logger.entries;
    expect(entry?.details).toMatchObject({
      method: "GET",
      status: 500,
      headers: { "x-request-id": "abc" },
      data: { detail: "Boom" },
    });
  });

  it("never logs the token or a session secret, even when the server echoes them", async () => {
    context.server.respond("POST", "/api/sessions/message", {
      status: 400,
      json: { session_secret: SESSION_SECRET, token: TEST_TOKEN, message: ["Too long."] },
      headers: { "set-cookie": `token=${TEST_TOKEN}` },
    });
    await context.client
      .request("/api/sessions/message", {
        method: "POST",
        json: { session_id: 1, session_secret: SESSION_SECRET, message: "x" },
      })
      .catch(() => undefined);
    expect(context.logger.entries).toHaveLength(1);
    expect(context.logger.text()).not.toContain(SESSION_SECRET);
    expect(context.logger.text()).not.toContain(TEST_TOKEN);
    expect(context.logger.text()).toContain("Too long.");
  });

  it("keeps a text body when the error answer is not JSON", async () => {
    context.server.respond("GET", "/api/bots/", { status: 502, text: "Bad gateway" });
    const error = await context.client.request("/api/bots/").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "response", status: 502, body: "Bad gateway" });
    expect((error as ApiError).message).toBe("Request failed with status 502");
  });

  it("reports a request that got no response, with no status", async () => {
    context.server.respond("GET", "/api/bots/", { hangUp: true });
    const error = await context.client.request("/api/bots/").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "no-response", status: null, body: undefined });
    expect(context.logger.entries[0]?.message).toMatch(/no response/);
    expect(context.logger.entries[0]?.details).toMatchObject({
      status: null,
      headers: null,
      data: null,
    });
  });

  it("reports an unreadable answer as another failure", async () => {
    context.server.respond("GET", "/api/bots/", { text: "<html>not json</html>" });
    const error = await context.client.request("/api/bots/").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "other", status: null });
    expect(context.logger.entries).toHaveLength(1);
  });
});

describe("the default logger", () => {
  const originalConsoleError = console.error;
  afterEach(() => {
    console.error = originalConsoleError;
  });

  it("is console.error", async () => {
    const printed: unknown[][] = [];
    console.error = (...args: unknown[]) => printed.push(args);
    const client = createApiClient({ baseUrl: context.server.url });
    await client.request("/api/unknown/").catch(() => undefined);
    expect(printed).toHaveLength(1);
    expect(printed[0]?.[1]).toMatchObject({ status: 404 });
  });
});
