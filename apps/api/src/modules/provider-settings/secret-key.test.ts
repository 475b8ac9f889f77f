import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  freePort,
  logLines,
  type RunningApi,
  startApiProcess,
  stopApiProcesses,
} from "../../testing/api-process";
import { credentialsOf } from "../../testing/fixtures";

const ADMIN_PASSWORD = "admin-password-for-keys-1";
const FIRST_SECRET_KEY = "the-secret-key-the-keys-were-saved-with-01";
const OTHER_SECRET_KEY = "another-secret-key-of-another-instance-02";
const ACCOUNT_KEY = "sk-account-key-0123456789abcdefWXYZ";
const QUESTION = "Comment intégrer le widget à un site ?";

interface Session {
  session_id: number;
  session_secret: string;
}

/** The log lines of a server whose message starts with `start`. */
function linesStarting(api: RunningApi, start: string): Record<string, unknown>[] {
  return logLines(api.output()).filter((entry) => String(entry.msg).startsWith(start));
}

/*
 * Instances sharing one database must share its SECRET_KEY: an account's provider key saved
 * through one instance, then read by an instance started with another key or with none.
 */
describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("the server's SECRET_KEY", () => {
  let dataDir: string;
  let provider: OpenAiCompatibleServer;
  const started: RunningApi[] = [];

  async function start(env: Record<string, string>): Promise<{ api: RunningApi; token: string }> {
    const api = await startApiProcess({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ADMIN_PASSWORD,
      ...env,
    });
    started.push(api);
    const login = await callApi<{ token: string }>(api, "POST", "/api/auth/login/", {
      username: "admin",
      password: ADMIN_PASSWORD,
    });
    return { api, token: login.token };
  }

  async function ask(api: RunningApi, token: string) {
    const session = await callApi<Session>(api, "POST", "/api/sessions/start", { bot_id: 1 });
    const answer = await callApi<{ answer: string }>(api, "POST", "/api/sessions/message", {
      ...credentialsOf(session),
      message: QUESTION,
    });
    const messages = await callApi<{ results: { outcome: string | null }[] }>(
      api,
      "GET",
      `/api/messages/?session_id=${session.session_id}`,
      undefined,
      token,
    );
    return { answer: answer.answer, outcome: messages.results.at(-1)?.outcome };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-secret-key-"));
    provider = await startOpenAiCompatibleServer();
  });
  afterAll(async () => {
    await stopApiProcesses(started);
    await provider?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is checked at start against the stored keys, and a key it cannot open never reaches the provider", async () => {
    const first = await start({ SECRET_KEY: FIRST_SECRET_KEY });
    expect(linesStarting(first.api, "SECRET_KEY is not set")).toEqual([]);
    const accountId = (
      await callApi<{ results: { id: number }[] }>(
        first.api,
        "GET",
        "/api/accounts/",
        undefined,
        first.token,
      )
    ).results[0]?.id;
    await callApi(
      first.api,
      "PATCH",
      `/api/accounts/${accountId}/`,
      { openai_api_key: ACCOUNT_KEY, openai_base_url: provider.baseUrl },
      first.token,
    );
    for (let attempt = 0; ; attempt += 1) {
      const tasks = await callApi<{ results: { status: string }[] }>(
        first.api,
        "GET",
        "/api/tasks/",
        undefined,
        first.token,
      );
      if (tasks.results.every((task) => task.status === "succeeded")) break;
      if (attempt === 200) throw new Error("The demo knowledge base was not ingested in time");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await ask(first.api, first.token)).outcome).toBe("model");
    expect(provider.chatCalls.at(-1)?.authorization).toBe(`Bearer ${ACCOUNT_KEY}`);
    await stopApiProcesses([first.api]);

    // Another instance, started with another SECRET_KEY.
    const other = await start({ SECRET_KEY: OTHER_SECRET_KEY });
    expect(
      linesStarting(other.api, "The provider keys of 1 account(s) cannot be decrypted"),
    ).toEqual([
      expect.objectContaining({
        level: "error",
        accounts: 1,
        accountIds: [accountId],
        remedy: expect.stringContaining("Start every instance with the SECRET_KEY"),
      }),
    ]);
    const chatCalls = provider.chatCalls.length;
    const modelListCalls = provider.modelListCalls.length;
    const fallback = await ask(other.api, other.token);
    expect(fallback.outcome).toBe("provider_fallback");
    expect(fallback.answer).toContain("widget");
    const models = await callApi<{ models: unknown[]; error: string }>(
      other.api,
      "GET",
      `/api/bots/language-models/?account=${accountId}`,
      undefined,
      other.token,
    );
    expect(models.models).toEqual([]);
    expect(models.error).toContain("SECRET_KEY");
    expect(provider.chatCalls.length).toBe(chatCalls);
    expect(provider.modelListCalls.length).toBe(modelListCalls);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesStarting(other.api, "Answered without the language model")).toEqual([
      expect.objectContaining({ level: "warn", reason: expect.stringContaining("SECRET_KEY") }),
    ]);
    await stopApiProcesses([other.api]);

    // And an instance without any, in production.
    const none = await start({ NODE_ENV: "production" });
    expect(
      linesStarting(none.api, "The provider keys of 1 account(s) cannot be decrypted"),
    ).toHaveLength(1);
    expect(linesStarting(none.api, "SECRET_KEY is not set")).toEqual([
      expect.objectContaining({ level: "warn" }),
    ]);
    await stopApiProcesses([none.api]);

    for (const api of started) expect(api.output()).not.toContain(ACCOUNT_KEY);
  }, 180_000);
});
