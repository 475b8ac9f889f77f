import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_ROOT,
  configurationProblems,
  freePort,
  logLines,
  runApiProcess,
  startApiProcess,
} from "./testing/api-process";

/*
 * The server as a newcomer runs it: a process configured by its environment, with the embedded
 * database in a data folder, started, stopped and started again.
 */

async function post(url: string, path: string, json: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: await response.json() };
}

describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("the server process", () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-main-"));
    env = {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stops at once with every configuration problem listed, secrets not echoed", async () => {
    const { output, exited } = runApiProcess({
      ...env,
      PORT: "eighty",
      ADMIN_PASSWORD: "short",
      TOKEN_TTL: "soon",
    });
    expect(await exited).toBe(1);
    const problems = configurationProblems(output());
    expect(problems).toContain('PORT: must be a whole number from 1 to 65535 (got "eighty")');
    expect(problems).toContain("ADMIN_PASSWORD: must be at least 8 characters");
    expect(problems).toContainEqual(expect.stringMatching(/^TOKEN_TTL:/));
    expect(output()).not.toContain("short");
  });

  it("stops a first start on a port already taken before creating anything, naming PORT", async () => {
    const fresh = await mkdtemp(join(tmpdir(), "api-main-port-"));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = String((taken.address() as AddressInfo).port);
    try {
      const refused = runApiProcess({ ...env, DATA_DIR: fresh, PORT: port });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).not.toContain("password:");
      expect(logLines(refused.output())).toContainEqual(
        expect.objectContaining({
          level: "error",
          msg: `Port ${port} is already in use on 127.0.0.1: stop what listens there, or set PORT to a free port`,
        }),
      );
      expect(logLines(refused.output()).map((line) => line.msg)).not.toContain(
        "Migrations applied",
      );

      // The next start, on a free port, is the first one: it shows the password.
      const next = await startApiProcess({
        ...env,
        DATA_DIR: fresh,
        PORT: String(await freePort()),
      });
      next.child.kill("SIGTERM");
      await next.exited;
      expect(next.output()).toMatch(/password: \S+/);
    } finally {
      taken.close();
      await rm(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it("waits for a database it cannot reach, answering 503 meanwhile, then stops with a JSON log line, never saying it opened", async () => {
    const unreachable = `postgres://assistant:db-password-9@127.0.0.1:${await freePort()}/assistant`;
    const port = String(await freePort());
    const began = Date.now();
    const { child, output, exited } = runApiProcess({
      ...env,
      PORT: port,
      DATABASE_URL: unreachable,
      DATABASE_WAIT_SECONDS: "3",
    });
    let waiting: Response | undefined;
    while (!waiting && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!/trying again/.test(output())) continue;
      waiting = await fetch(`http://127.0.0.1:${port}/api/health/`).catch(() => undefined);
    }
    expect(waiting?.status).toBe(503);
    expect(waiting?.headers.get("retry-after")).toBe("2");
    expect(await waiting?.json()).toEqual({
      detail: "The server is starting. Expected available in 2 seconds.",
    });

    expect(await exited).toBe(1);
    const took = Date.now() - began;
    expect(took).toBeGreaterThanOrEqual(3000);
    expect(took).toBeLessThan(20_000);
    const lines = output().trim().split("\n");
    expect(logLines(output())).toHaveLength(lines.length);
    const retries = logLines(output()).slice(0, -1);
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries).toEqual(
      retries.map((_, index) =>
        expect.objectContaining({
          level: "warn",
          msg: "The database cannot be reached yet: trying again",
          attempt: index + 1,
          reason: expect.stringContaining("ECONNREFUSED"),
          retryInSeconds: expect.any(Number),
        }),
      ),
    );
    const gaveUp = logLines(output()).at(-1);
    expect(gaveUp).toEqual(
      expect.objectContaining({
        level: "error",
        msg: "The database cannot be reached: check DATABASE_URL and that its server runs",
        reason: expect.stringContaining("ECONNREFUSED"),
        waitedSeconds: expect.any(Number),
      }),
    );
    expect(gaveUp?.waitedSeconds).toBeGreaterThanOrEqual(3);
    expect(output()).not.toContain("db-password-9");
  }, 60_000);

  it("warns in production that it keeps the data in the embedded database, naming its folder", async () => {
    const fresh = await mkdtemp(join(tmpdir(), "api-main-embedded-"));
    const api = await startApiProcess({
      ...env,
      // As typed relative to the server's working directory: the warning names it in full.
      DATA_DIR: relative(API_ROOT, fresh),
      PORT: String(await freePort()),
      NODE_ENV: "production",
    });
    api.child.kill("SIGTERM");
    await api.exited;
    await rm(fresh, { recursive: true, force: true });
    expect(logLines(api.output())).toContainEqual({
      time: expect.any(String),
      level: "warn",
      msg: `No DATABASE_URL: the data is kept in the embedded database in ${fresh}, by this process alone`,
      dataDir: fresh,
    });
  }, 120_000);

  it("answers 503 with Retry-After while it starts, once the port is its own", async () => {
    const fresh = await mkdtemp(join(tmpdir(), "api-main-starting-"));
    const port = String(await freePort());
    const starting = runApiProcess({ ...env, DATA_DIR: fresh, PORT: port });
    try {
      let early: Response | undefined;
      while (!early && starting.child.exitCode === null) {
        early = await fetch(`http://127.0.0.1:${port}/api/health/`).catch(() => undefined);
        if (!early) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(early?.status).toBe(503);
      expect(early?.headers.get("retry-after")).toBe("2");
      expect(await early?.json()).toEqual({
        detail: "The server is starting. Expected available in 2 seconds.",
      });
    } finally {
      starting.child.kill("SIGTERM");
      await starting.exited;
      await rm(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it("creates only the admin on a first start with SEED_DEMO=false", async () => {
    const fresh = await mkdtemp(join(tmpdir(), "api-main-no-demo-"));
    const api = await startApiProcess({
      ...env,
      DATA_DIR: fresh,
      PORT: String(await freePort()),
      SEED_DEMO: "false",
      ADMIN_PASSWORD: "no-demo-Pa55word",
    });
    try {
      const login = await post(api.url, "/api/auth/login/", {
        username: "admin",
        password: "no-demo-Pa55word",
      });
      expect(login.status).toBe(200);
      const headers = { Authorization: `Token ${login.body.token}` };
      const accounts = await (await fetch(`${api.url}/api/accounts/`, { headers })).json();
      const bots = await (await fetch(`${api.url}/api/bots/`, { headers })).json();
      expect({ accounts: accounts.count, bots: bots.count }).toEqual({ accounts: 0, bots: 0 });
      const session = await post(api.url, "/api/sessions/start", { bot_id: 1 });
      expect(session.status).toBe(404);
    } finally {
      api.child.kill("SIGTERM");
      await api.exited;
      await rm(fresh, { recursive: true, force: true });
    }
    expect(logLines(api.output())).toContainEqual(
      expect.objectContaining({ level: "info", msg: "First start: admin user created" }),
    );
  }, 120_000);

  it("seeds on first start, finishes requests in flight on SIGTERM, and keeps everything across a restart", async () => {
    const first = await startApiProcess(env);
    const password = /password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();

    // A newcomer signs in with the printed credentials and chats with the demo bot.
    const login = await post(first.url, "/api/auth/login/", { username: "admin", password });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const bots = await fetch(`${first.url}/api/bots/`, {
      headers: { Authorization: `Token ${token}` },
    });
    const demoBot = (await bots.json()).results[0];
    expect(demoBot.name).toBe("Assistant IA");
    const session = await post(first.url, "/api/sessions/start", { bot_id: demoBot.id });
    expect(session.status).toBe(201);
    expect(session.body.bot_name).toBe("Assistant IA");
    const answer = await post(first.url, "/api/sessions/message", {
      session_id: session.body.session_id,
      session_secret: session.body.session_secret,
      message: "Bonjour",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.answer).not.toBe("");

    // A write whose body is still arriving when the server is told to stop.
    const body = JSON.stringify({ account: demoBot.account, name: "Écrit pendant l'arrêt" });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const pending = request(
        `${first.url}/api/bots/`,
        {
          method: "POST",
          headers: {
            Authorization: `Token ${token}`,
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      pending.on("error", reject);
      pending.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill("SIGTERM");
        setTimeout(() => pending.end(body.slice(10)), 300);
      }, 300);
    });
    const finished = await inFlight;
    expect(finished.status).toBe(201);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"Stopped"');

    const second = await startApiProcess(env);
    try {
      expect(second.output()).not.toContain("password:");
      const again = await post(second.url, "/api/auth/login/", { username: "admin", password });
      expect(again.status).toBe(200);
      const names = await fetch(`${second.url}/api/bots/`, {
        headers: { Authorization: `Token ${again.body.token}` },
      });
      expect((await names.json()).results.map((bot: { name: string }) => bot.name)).toEqual([
        "Assistant IA",
        "Écrit pendant l'arrêt",
      ]);
      const history = await fetch(
        `${second.url}/api/messages/?session_id=${session.body.session_id}`,
        {
          headers: { Authorization: `Token ${again.body.token}` },
        },
      );
      expect((await history.json()).count).toBe(2);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 120_000);
});
