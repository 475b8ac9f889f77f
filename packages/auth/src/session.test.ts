import { ApiError } from "@org/api-client";
import { createStore } from "jotai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_COOKIE,
  USER_INFO_STORAGE_KEY,
  USER_PERMISSIONS_STORAGE_KEY,
} from "./constants";
import {
  createSessionApiClient,
  expireSessionOn,
  resetSession,
  setUserLanguage,
  signIn,
  signOut,
} from "./session";
import { accessTokenAtom, permissionsAtom, userAtom } from "./session-atoms";
import { type AuthServer, startAuthServer } from "./test/fake-auth-server";

let server: AuthServer;
const silent = { error: () => {} };

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0`;
  server.requests.length = 0;
});

function newSession() {
  const store = createStore();
  const client = createSessionApiClient(store, { baseUrl: server.url, logger: silent });
  return { store, client };
}

function storedJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

describe("signIn", () => {
  it("stores the token in a cookie, the user and the sorted permissions in local storage", async () => {
    const session = newSession();
    const user = await signIn(session, { username: "alice", password: "correct horse" });

    expect(user).toEqual({
      username: "alice",
      email: "alice@example.org",
      role: "user",
      exp: 0,
      user_id: 7,
      language: "fr",
    });
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=token-`);
    expect(storedJson(USER_INFO_STORAGE_KEY)).toEqual(user);
    expect(storedJson(USER_PERMISSIONS_STORAGE_KEY)).toEqual([
      "accounts.view_user",
      "bots.add_bot",
      "bots.view_bot",
    ]);
    const permissionsRequest = server.requests.find((r) => r.path === "/api/auth/permissions/");
    expect(permissionsRequest?.authorization).toBe(`Token ${session.store.get(accessTokenAtom)}`);
  });

  it("rejects wrong credentials and stores nothing", async () => {
    const session = newSession();
    await expect(signIn(session, { username: "alice", password: "wrong" })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(session.store.get(accessTokenAtom)).toBeNull();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain(`${ACCESS_TOKEN_COOKIE}=`);
  });

  it("leaves the session signed out when the permissions cannot be fetched", async () => {
    const session = newSession();
    server.failNext("/api/auth/permissions/", 500, { detail: "boom" });
    await expect(
      signIn(session, { username: "alice", password: "correct horse" }),
    ).rejects.toThrow();
    expect(session.store.get(userAtom)).toBeNull();
    expect(session.store.get(accessTokenAtom)).toBeNull();
  });

  it("is read back by a new store after a reload", async () => {
    await signIn(newSession(), { username: "alice", password: "correct horse" });
    const reloaded = newSession().store;
    expect(reloaded.get(userAtom)?.username).toBe("alice");
    expect(reloaded.get(permissionsAtom)).toContain("bots.view_bot");
    expect(reloaded.get(accessTokenAtom)).toMatch(/^token-/);
  });
});

describe("signOut", () => {
  it("revokes the token on the server and clears every stored copy", async () => {
    const session = newSession();
    await signIn(session, { username: "alice", password: "correct horse" });
    const token = session.store.get(accessTokenAtom);
    await signOut(session);

    const logoutRequest = server.requests.find((r) => r.path === "/api/auth/logout/");
    expect(logoutRequest?.authorization).toBe(`Token ${token}`);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_PERMISSIONS_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain(`${ACCESS_TOKEN_COOKIE}=`);
    // The revoked token no longer works.
    server.requests.length = 0;
    session.store.set(accessTokenAtom, token);
    await expect(
      createSessionApiClient(session.store, { baseUrl: server.url, logger: silent }).request(
        "/api/auth/permissions/",
      ),
    ).rejects.toMatchObject({ status: 401, detail: "Invalid token." });
  });

  it("clears the session even when the server cannot be reached", async () => {
    const session = newSession();
    await signIn(session, { username: "alice", password: "correct horse" });
    server.failNext("/api/auth/logout/", 503, { detail: "Service unavailable" });
    await signOut(session);
    expect(session.store.get(userAtom)).toBeNull();
    expect(session.store.get(permissionsAtom)).toEqual([]);
  });
});

describe("stored copies", () => {
  it("removes the stored user and permissions when they are set to nothing", () => {
    const { store } = newSession();
    store.set(userAtom, {
      username: "bob",
      email: "bob@example.org",
      role: "user",
      exp: 0,
      user_id: 2,
      language: "fr",
    });
    store.set(permissionsAtom, ["b", "a", "b"]);
    expect(storedJson(USER_PERMISSIONS_STORAGE_KEY)).toEqual(["a", "b"]);
    store.set(userAtom, null);
    store.set(permissionsAtom, null);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_PERMISSIONS_STORAGE_KEY)).toBeNull();
  });

  it("ignores an unreadable stored user", () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, "{not json");
    expect(newSession().store.get(userAtom)).toBeNull();
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ username: 3 }));
    expect(newSession().store.get(userAtom)).toBeNull();
  });

  it("changes the user's language and keeps it", async () => {
    const session = newSession();
    await signIn(session, { username: "alice", password: "correct horse" });
    setUserLanguage(session.store, "en");
    expect(newSession().store.get(userAtom)?.language).toBe("en");
  });
});

describe("expireSessionOn", () => {
  it.each([
    "Invalid token",
    "Invalid token.",
    "Token has expired",
    "Authentication credentials were not provided.",
  ])("resets the session and points to sign-in with the current page on '%s'", async (detail) => {
    const session = newSession();
    await signIn(session, { username: "alice", password: "correct horse" });
    const error = new ApiError({
      kind: "response",
      status: 401,
      body: { detail },
      message: detail,
    });
    const target = expireSessionOn(error, session.store, { pathname: "/bots/3", search: "?tab=2" });
    expect(target).toBe("/sign-in?redirect=%2Fbots%2F3%3Ftab%3D2");
    expect(session.store.get(accessTokenAtom)).toBeNull();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it("leaves the session alone on any other error", async () => {
    const session = newSession();
    await signIn(session, { username: "alice", password: "correct horse" });
    const error = new ApiError({
      kind: "response",
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
      message: "forbidden",
    });
    expect(expireSessionOn(error, session.store, { pathname: "/users" })).toBeNull();
    expect(session.store.get(userAtom)?.username).toBe("alice");
    resetSession(session.store);
  });
});
