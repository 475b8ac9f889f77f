import { updateBot } from "@org/api-client";
import { botQueries } from "@org/api-client/react";
import {
  ACCESS_TOKEN_COOKIE,
  accessTokenAtom,
  createSessionApiClient,
  permissionsAtom,
  USER_INFO_STORAGE_KEY,
  USER_PERMISSIONS_STORAGE_KEY,
  userAtom,
} from "@org/auth";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";
import { createAdminQueryClient } from "./query-client";
import type { ErrorToast } from "./server-errors";

const api = scriptedApiForEachTest();
const silent = { error: () => {} };

/** A signed-in back-office on /users?page=2, with its toasts and navigations recorded. */
function signedInApp() {
  const store = createStore();
  store.set(accessTokenAtom, "token-123");
  store.set(userAtom, {
    username: "alice",
    email: "alice@example.org",
    role: "user",
    exp: 0,
    user_id: 7,
    language: "fr",
  });
  store.set(permissionsAtom, ["bots.view_bot"]);
  const client = createSessionApiClient(store, { baseUrl: api.url, logger: silent });
  const toasts: ErrorToast[] = [];
  const visited: string[] = [];
  const queryClient = createAdminQueryClient({
    store,
    toast: (toast) => toasts.push(toast),
    navigate: (to) => visited.push(to),
    currentLocation: () => ({ pathname: "/users", search: "?page=2", hash: "" }),
  });
  return { store, client, queryClient, toasts, visited };
}

describe("the back-office query client", () => {
  it("ends an expired session: 'Session expired!', stored session cleared, back to sign in", async () => {
    const app = signedInApp();
    api.on("GET", "/api/bots/", { status: 401, json: { detail: "Invalid token." } });

    await expect(app.queryClient.fetchQuery(botQueries.list(app.client))).rejects.toThrow();

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers.authorization).toBe("Token token-123");
    expect(app.toasts).toEqual([{ title: "Session expired!", variant: "destructive" }]);
    expect(app.visited).toEqual(["/sign-in?redirect=%2Fusers%3Fpage%3D2"]);
    expect(app.store.get(accessTokenAtom)).toBeNull();
    expect(document.cookie).not.toContain(`${ACCESS_TOKEN_COOKIE}=`);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_PERMISSIONS_STORAGE_KEY)).toBeNull();
  });

  it("says it once when the dashboard's queries all meet the expired token", async () => {
    const app = signedInApp();
    api.on("GET", "/api/bots/", { status: 401, json: { detail: "Token has expired" } });
    await Promise.allSettled([
      app.queryClient.fetchQuery(botQueries.list(app.client)),
      app.queryClient.fetchQuery(botQueries.list(app.client, { is_active: true })),
      app.queryClient.fetchQuery(botQueries.list(app.client, { page_size: 1 })),
    ]);
    expect(app.toasts).toHaveLength(1);
    expect(app.visited).toHaveLength(1);
  });

  it("shows 'Internal Server Error!' and /500 once the retries of a 500 are spent", async () => {
    const app = signedInApp();
    api.on("GET", "/api/bots/", { status: 500, json: { detail: "Server error." } });

    await expect(
      app.queryClient.fetchQuery({ ...botQueries.list(app.client), retryDelay: 0 }),
    ).rejects.toThrow();

    expect(api.requests).toHaveLength(4);
    expect(app.toasts).toEqual([{ title: "Internal Server Error!", variant: "destructive" }]);
    expect(app.visited).toEqual(["/500"]);
    expect(app.store.get(accessTokenAtom)).toBe("token-123");
  });

  it("leaves a refused permission to the screen: no retry, no toast, no navigation", async () => {
    const app = signedInApp();
    api.on("GET", "/api/bots/", {
      status: 403,
      json: { detail: "You do not have permission to perform this action." },
    });
    await expect(app.queryClient.fetchQuery(botQueries.list(app.client))).rejects.toThrow();
    expect(api.requests).toHaveLength(1);
    expect(app.toasts).toEqual([]);
    expect(app.visited).toEqual([]);
  });

  it("answers a 304 to a change with the general toast, then 'Content not modified!'", async () => {
    const app = signedInApp();
    api.on("PATCH", "/api/bots/3/", { status: 304 });
    const mutation = app.queryClient.getMutationCache().build(app.queryClient, {
      mutationFn: () => updateBot(app.client, 3, { name: "Same" }),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(app.toasts.map((toast) => toast.title)).toEqual([
      "Something went wrong!",
      "Content not modified!",
    ]);
  });

  it("titles a refused change with the body's title and says the server's detail", async () => {
    const app = signedInApp();
    api.on("PATCH", "/api/bots/3/", {
      status: 409,
      json: { title: "Conflit", detail: "Un assistant porte déjà ce nom." },
    });
    const mutation = app.queryClient.getMutationCache().build(app.queryClient, {
      mutationFn: () => updateBot(app.client, 3, { name: "Démo" }),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(app.toasts).toEqual([
      { title: "Conflit", description: "Un assistant porte déjà ce nom.", variant: "destructive" },
    ]);
    expect(app.visited).toEqual([]);
  });
});
