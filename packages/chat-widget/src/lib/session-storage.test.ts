import { RESUME_WINDOW_MS } from "@org/api-client";
import { beforeEach, describe, expect, it } from "vitest";
import { keepSession, keptSession, sessionKey } from "./session-storage";

const SESSION = { session_id: 4, session_secret: "secret-4" };
const NOW = 1_700_000_000_000;

describe("the session kept for the next page", () => {
  beforeEach(() => localStorage.clear());

  it("is read back within the window of its conversation's last activity", () => {
    keepSession(localStorage, 1, SESSION, NOW);
    expect(keptSession(localStorage, 1, NOW + RESUME_WINDOW_MS)).toEqual(SESSION);
    expect(keptSession(localStorage, 2, NOW)).toBeUndefined();
  });

  it("is removed once read past the window, its secret being good for nothing any more", () => {
    keepSession(localStorage, 1, SESSION, NOW);
    expect(keptSession(localStorage, 1, NOW + RESUME_WINDOW_MS + 1)).toBeUndefined();
    expect(localStorage.getItem(sessionKey(1))).toBeNull();
  });

  it("is removed when unreadable, or kept at a time still to come", () => {
    localStorage.setItem(sessionKey(1), "{not json");
    expect(keptSession(localStorage, 1, NOW)).toBeUndefined();
    expect(localStorage.getItem(sessionKey(1))).toBeNull();

    localStorage.setItem(sessionKey(1), JSON.stringify({ session_id: "4" }));
    expect(keptSession(localStorage, 1, NOW)).toBeUndefined();
    expect(localStorage.getItem(sessionKey(1))).toBeNull();

    keepSession(localStorage, 1, SESSION, NOW + 60_000);
    expect(keptSession(localStorage, 1, NOW)).toBeUndefined();
    expect(localStorage.getItem(sessionKey(1))).toBeNull();
  });

  it("counts from the last time it was kept: each activity keeps it anew", () => {
    keepSession(localStorage, 1, SESSION, NOW);
    keepSession(localStorage, 1, SESSION, NOW + RESUME_WINDOW_MS - 1);
    expect(keptSession(localStorage, 1, NOW + RESUME_WINDOW_MS + 60_000)).toEqual(SESSION);
  });
});
