// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { setUpTestContext } from "../test/test-context";
import { createApiClient } from "./create-api-client";

const context = setUpTestContext();

/** Puts the test page at `url`, as if the UI were served from there. */
function openPageAt(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

describe("a client in a page", () => {
  it("talks to the API mapped to the page's host name", async () => {
    openPageAt("http://admin.example.test/bots");
    const client = createApiClient({
      hosts: { byHostName: { "admin.example.test": context.server.url } },
      logger: context.logger,
    });
    context.server.respond("GET", "/api/auth/permissions/", { json: [] });
    await client.request("/api/auth/permissions/");
    expect(context.server.onlyRequest().path).toBe("/api/auth/permissions/");
    expect(client.baseUrl()).toBe(context.server.url);
  });

  it("chooses the local API on localhost and the fallback elsewhere", () => {
    const hosts = { fallback: "https://api.example.test" };
    openPageAt("http://localhost:5173/");
    expect(createApiClient({ hosts }).baseUrl()).toBe("http://localhost:8000");
    openPageAt("https://widget.example.test/embed/7");
    expect(createApiClient({ hosts }).baseUrl()).toBe("https://api.example.test");
  });

  it("chooses when first used, not when created", () => {
    openPageAt("http://127.0.0.1:5174/");
    const client = createApiClient({ hosts: { fallback: "https://api.example.test" } });
    openPageAt("https://widget.example.test/");
    expect(client.baseUrl()).toBe("https://api.example.test");
  });
});
