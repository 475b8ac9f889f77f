import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "@org/knowledge/testing/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningApi, startApiProcess } from "../testing/api-process";
import { credentialsOf } from "../testing/fixtures";

const ADMIN_PASSWORD = "admin-password-for-logs-1";
const SECRET_KEY = "a-secret-key-of-at-least-32-characters-0001";
const OPENAI_KEY = "sk-logged-never-0123456789abcdefQRST";
const PINECONE_KEY = "pc-logged-never-9876543210fedcbaUVWX";
const WRONG_PASSWORD = "wrong-password-typed-by-mistake";
const NEW_USER_PASSWORD = "new-user-password-77";

/*
 * The server process at its most talkative (debug logs) through a day of work: sign-ins, failed
 * sign-ins, calls with the token, provider keys set and read, a user created with a password, a
 * knowledge base embedded and a chat answered through a provider that fails with the account's
 * key, a chat with its session secret, a password reset, a sign-out and a call with the dead
 * token. None of the secrets involved may appear in anything it writes.
 */
describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("the server's logs", () => {
  let dataDir: string;
  let api: RunningApi;
  let provider: OpenAiCompatibleServer;
  const secrets: Record<string, string> = {
    "admin password": ADMIN_PASSWORD,
    "wrong password": WRONG_PASSWORD,
    "new user's password": NEW_USER_PASSWORD,
    "OpenAI key": OPENAI_KEY,
    "Pinecone key": PINECONE_KEY,
    "secret key": SECRET_KEY,
  };

  let calls = 0;
  async function call(method: string, path: string, json?: unknown, token?: string) {
    calls += 1;
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-logs-"));
    provider = await startOpenAiCompatibleServer();
    provider.behaviour.embeddings = "fail";
    provider.behaviour.chat = "fail";
    api = await startApiProcess({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "debug",
      ADMIN_PASSWORD,
      SECRET_KEY,
    });
  }, 90_000);
  afterAll(async () => {
    api?.child.kill("SIGTERM");
    await api?.exited;
    await provider?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("never hold a token, a password, a provider key or a session secret", async () => {
    expect(
      (await call("POST", "/api/auth/login/", { username: "admin", password: WRONG_PASSWORD }))
        .status,
    ).toBe(400);
    const login = await call("POST", "/api/auth/login/", {
      username: "admin",
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token: string = login.body.token;
    secrets.token = token;

    expect((await call("GET", "/api/auth/me/", undefined, token)).status).toBe(200);
    const account = await call(
      "POST",
      "/api/accounts/",
      { name: "Journal", openai_api_key: OPENAI_KEY, pinecone_api_key: PINECONE_KEY },
      token,
    );
    expect(account.status).toBe(201);
    const changed = await call(
      "PATCH",
      `/api/accounts/${account.body.id}/`,
      { openai_api_key: OPENAI_KEY },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await call("GET", "/api/accounts/", undefined, token)).status).toBe(200);

    // The account's key goes to its provider, which fails: the failures are logged, not the key.
    const withProvider = await call(
      "PATCH",
      `/api/accounts/${account.body.id}/`,
      { openai_base_url: provider.baseUrl, embedding_model: "hash-embed-logs" },
      token,
    );
    expect(withProvider.status).toBe(200);
    const base = await call(
      "POST",
      "/api/text_knowledge_bases/",
      {
        account: account.body.id,
        name: "Journal",
        value: "# Journal\n\nLa mairie publie son journal chaque mois.",
      },
      token,
    );
    expect(base.status).toBe(201);
    let ingestion = (
      await call("GET", `/api/tasks/?knowledge_base=${base.body.id}`, undefined, token)
    ).body.results[0];
    while (ingestion.status === "pending" || ingestion.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ingestion = (await call("GET", `/api/tasks/${ingestion.id}/`, undefined, token)).body;
    }
    expect(ingestion.status).toBe("succeeded");
    const journalBot = await call(
      "POST",
      "/api/bots/",
      { account: account.body.id, name: "Journal", text_knowledges: [base.body.id] },
      token,
    );
    const journalSession = await call("POST", "/api/sessions/start", {
      bot_id: journalBot.body.id,
    });
    secrets["journal session secret"] = journalSession.body.session_secret;
    const journalAnswer = await call("POST", "/api/sessions/message", {
      ...credentialsOf(journalSession.body),
      message: "Quand la mairie publie-t-elle son journal ?",
    });
    expect(journalAnswer.status).toBe(200);
    expect(journalAnswer.body.links.length).toBeGreaterThan(0);
    expect(provider.embeddingCalls.at(-1)?.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(provider.chatCalls.at(-1)?.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    const user = await call(
      "POST",
      "/api/users/",
      { username: "journal", password: NEW_USER_PASSWORD, accounts: [account.body.id] },
      token,
    );
    expect(user.status).toBe(201);
    const userLogin = await call("POST", "/api/auth/login/", {
      username: "journal",
      password: NEW_USER_PASSWORD,
    });
    expect(userLogin.status).toBe(200);
    secrets["new user's token"] = userLogin.body.token;

    const bots = await call("GET", "/api/bots/", undefined, token);
    const session = await call("POST", "/api/sessions/start", { bot_id: bots.body.results[0].id });
    expect(session.status).toBe(201);
    secrets["session secret"] = session.body.session_secret;
    const answer = await call("POST", "/api/sessions/message", {
      session_id: session.body.session_id,
      session_secret: session.body.session_secret,
      message: "Bonjour",
    });
    expect(answer.status).toBe(200);
    const wrongSecret = await call("POST", "/api/sessions/message", {
      session_id: session.body.session_id,
      session_secret: `${session.body.session_secret}x`,
      message: "Bonjour",
    });
    expect(wrongSecret.status).toBe(403);

    expect(
      (await call("POST", "/api/auth/password-reset/", { email: "admin@example.com" })).status,
    ).toBe(200);
    expect((await call("POST", "/api/auth/logout/", undefined, token)).status).toBe(200);
    expect((await call("GET", "/api/auth/me/", undefined, token)).status).toBe(401);

    // Stopped, the process has written everything: one line per request among the rest.
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
    const lines = api.output().split("\n").filter(Boolean);
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toHaveLength(calls);
    const leaks = Object.entries(secrets).flatMap(([name, secret]) =>
      lines.filter((line) => line.includes(secret)).map((line) => `${name}: ${line}`),
    );
    expect(leaks).toEqual([]);
    // The provider's failures were logged (without its key).
    expect(lines.some((line) => line.includes("the provider answered HTTP 500"))).toBe(true);
  }, 90_000);
});
