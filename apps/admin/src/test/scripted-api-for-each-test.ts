import { ACCESS_TOKEN_COOKIE } from "@org/auth";
import { dismissToast } from "@org/ui";
import { act } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type ScriptedApi, startScriptedApi } from "./scripted-api";

/** The first render loads the screen's code, which takes a while on a busy machine. */
export const FIRST_SCREEN = { timeout: 5000 };

/**
 * One scripted API for a test file, started before its tests and closed after them. Each test
 * starts afresh: nothing scripted or received yet, nothing kept by the browser, no session
 * cookie, no toast left on screen.
 */
export function scriptedApiForEachTest(): ScriptedApi {
  let started: ScriptedApi | undefined;
  const api = () => {
    if (!started) throw new Error("The scripted API is reached before the tests start.");
    return started;
  };

  beforeAll(async () => {
    started = await startScriptedApi();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    api().reset();
    localStorage.clear();
    document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0`;
    act(() => dismissToast());
  });

  return {
    get url() {
      return api().url;
    },
    get requests() {
      return api().requests;
    },
    on: (method, path, answer) => api().on(method, path, answer),
    reset: () => api().reset(),
    close: () => api().close(),
  };
}
