import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { DATABASE_CONNECTION_TIMEOUT_MS } from "../constants";
import { openDb } from "../db/open-db";
import { createMailer } from "../mail/create-mailer";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import { listen, type RunningServer } from "../server";
import {
  type ApiProcess,
  callApi,
  freePort,
  logLines,
  type RunningApi,
  runApiProcess,
  startApiProcess,
  stopApiProcesses,
} from "../testing/api-process";
import { type LogLine, recordingLogger } from "../testing/recording-logger";
import { createServerDatabase } from "../testing/test-database";
import { DATABASE_OUTAGE_BEGAN, DATABASE_OUTAGE_ENDED, databaseOutage } from "./database-outage";

const ADMIN_PASSWORD = "admin-password-for-outage-1";

/** A TCP relay to the PostgreSQL server that the test can cut, as a network or server outage. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => resolve((listening.address() as AddressInfo).port));
    });
  const port = await open(0);
  return {
    port,
    cut: async () => {
      await new Promise((resolve) => {
        server?.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => open(port),
  };
}

/*
 * PostgreSQL out of reach while the server runs: requests are told to come back (503 with
 * Retry-After), as the health check is, and everything answers again once it is back.
 */
describe.runIf(process.env.API_TEST_DATABASE === "postgres")("a database outage", () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let api: RunningApi;

  beforeAll(async () => {
    database = await createServerDatabase();
    const target = new URL(database.url);
    relay = await startRelay(target);
    const throughRelay = new URL(database.url);
    throughRelay.hostname = "127.0.0.1";
    throughRelay.port = String(relay.port);
    api = await startApiProcess({
      DATABASE_URL: throughRelay.toString(),
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
    });
  }, 90_000);
  afterAll(async () => {
    await stopApiProcesses(api ? [api] : []);
    await relay?.cut();
    await database?.drop();
  });

  it("answers 503 with Retry-After, then as before once the database is back", async () => {
    const { token } = await callApi<{ token: string }>(api, "POST", "/api/auth/login/", {
      username: "admin",
      password: ADMIN_PASSWORD,
    });
    const bots = () =>
      fetch(`${api.url}/api/bots/`, { headers: { Authorization: `Token ${token}` } });
    const health = () => fetch(`${api.url}/api/health/`);
    expect((await bots()).status).toBe(200);
    expect((await health()).status).toBe(200);

    await relay.cut();
    for (const response of [await bots(), await health()]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
    }
    expect(await (await bots()).json()).toEqual({
      detail: "The service is temporarily unavailable. Expected available in 5 seconds.",
    });
    const session = await fetch(`${api.url}/api/sessions/start`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ bot_id: 1 }),
    });
    expect(session.status).toBe(503);

    await relay.restore();
    expect((await bots()).status).toBe(200);
    expect((await health()).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logLines(api.output());
    // Four requests refused, one line; and one when it is over.
    expect(lines.filter((line) => line.msg === DATABASE_OUTAGE_BEGAN)).toEqual([
      expect.objectContaining({ level: "error", path: "/api/bots/", reason: expect.any(String) }),
    ]);
    expect(lines.filter((line) => line.msg === DATABASE_OUTAGE_ENDED)).toEqual([
      expect.objectContaining({ level: "info", refusedRequests: 3 }),
    ]);
    // Probes that pass are left out of the requests logged; the failing ones are there.
    const probes = lines.filter((line) => line.msg === "request" && line.path === "/api/health/");
    expect(probes.map((line) => line.status)).toEqual([503]);
  });
});

/*
 * PostgreSQL coming up after the server (a machine booting, both started at once): the server
 * waits for it, answering 503 meanwhile, and serves once it answers.
 */
describe.runIf(process.env.API_TEST_DATABASE === "postgres")(
  "a database that comes up after the server",
  () => {
    let database: Awaited<ReturnType<typeof createServerDatabase>>;
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let api: ApiProcess | undefined;

    beforeAll(async () => {
      database = await createServerDatabase();
      relay = await startRelay(new URL(database.url));
      // Its port stays free until the relay opens it again: nothing answers there meanwhile.
      await relay.cut();
    });
    afterAll(async () => {
      await stopApiProcesses(api ? [api] : []);
      await relay?.cut();
      await database?.drop();
    });

    it("waits for it, answering 503 while it starts, then serves", async () => {
      const throughRelay = new URL(database.url);
      throughRelay.hostname = "127.0.0.1";
      throughRelay.port = String(relay.port);
      const port = await freePort();
      api = runApiProcess({
        DATABASE_URL: throughRelay.toString(),
        PORT: String(port),
        HOST: "127.0.0.1",
        ADMIN_PASSWORD,
        LOG_LEVEL: "info",
        DATABASE_WAIT_SECONDS: "60",
      });
      const output = api.output;
      while (!/trying again/.test(output())) {
        expect(api.child.exitCode).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const starting = await fetch(`http://127.0.0.1:${port}/api/health/`);
      expect(starting.status).toBe(503);
      expect(await starting.json()).toEqual({
        detail: "The server is starting. Expected available in 2 seconds.",
      });

      await relay.restore();
      while (!/"msg":"API listening"/.test(output())) {
        expect(api.child.exitCode).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(200);
      const messages = logLines(output()).map((line) => line.msg);
      expect(messages.indexOf("Database opened")).toBeGreaterThan(
        messages.lastIndexOf("The database cannot be reached yet: trying again"),
      );
    }, 90_000);
  },
);

/*
 * A PostgreSQL server that takes connections and never says a word (a server stalled, a network
 * that swallows packets): requests are answered 503 once the wait for a connection is over,
 * instead of waiting forever, and the outage is logged once.
 */
describe("a database that accepts connections and never answers", () => {
  const sockets = new Set<Socket>();
  const lines: LogLine[] = [];
  let silent: Server;
  let server: RunningServer;

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const config = {
      ...loadConfig({ DATABASE_URL: `postgres://assistant@127.0.0.1:${port}/assistant` }),
      port: 0,
      host: "127.0.0.1",
    };
    const logger = recordingLogger(lines);
    const outage = databaseOutage(logger);
    const db = outage.watch(await openDb(config));
    const deps = {
      db,
      config,
      logger,
      engine: placeholderEngine,
      mailer: createMailer(config, logger),
      tasks: { notify: () => undefined },
    };
    server = await listen(createApp(deps, outage), config);
  });
  afterAll(async () => {
    await server?.close(1000);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it("answers 503 with Retry-After once the wait for a connection is over, and logs it once", async () => {
    const began = performance.now();
    const [health, bots, session] = await Promise.all([
      fetch(`${server.url}/api/health/`),
      fetch(`${server.url}/api/bots/`, { headers: { Authorization: `Token ${"a".repeat(40)}` } }),
      fetch(`${server.url}/api/sessions/start`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ bot_id: 1 }),
      }),
    ]);
    const waited = performance.now() - began;
    expect(waited).toBeGreaterThanOrEqual(DATABASE_CONNECTION_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(DATABASE_CONNECTION_TIMEOUT_MS + 3000);
    for (const response of [health, bots, session]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
    }
    expect(await health.json()).toEqual({ status: "unavailable" });
    expect(await bots.json()).toEqual({
      detail: "The service is temporarily unavailable. Expected available in 5 seconds.",
    });
    // Two requests refused (the health check says so in its own answer), one line.
    expect(lines.filter((line) => line.level === "error")).toEqual([
      {
        level: "error",
        msg: DATABASE_OUTAGE_BEGAN,
        fields: expect.objectContaining({
          reason: "Connection terminated due to connection timeout",
        }),
      },
    ]);
  }, 30_000);
});

/**
 * A connection of its own to `url`'s database holding every row of `table`: the server's
 * statements that read it wait, each holding one of its connections.
 */
async function lockTable(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return {
    release: async () => {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

/*
 * PostgreSQL answering, but too busy to serve: every connection of the server's pool waits on a
 * lock (a long statement, a migration run by hand), or a statement runs past its time limit.
 */
describe.runIf(process.env.API_TEST_DATABASE === "postgres")("a saturated database", () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  const processes: RunningApi[] = [];

  const start = async (databaseUrl: string) => {
    const api = await startApiProcess({
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
    });
    processes.push(api);
    const { token } = await callApi<{ token: string }>(api, "POST", "/api/auth/login/", {
      username: "admin",
      password: ADMIN_PASSWORD,
    });
    const bots = () =>
      fetch(`${api.url}/api/bots/`, { headers: { Authorization: `Token ${token}` } });
    return { api, bots };
  };

  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await stopApiProcesses(processes);
    await database?.drop();
  });

  it("answers 503 when no connection of the pool frees in time, then as before", async () => {
    const { api, bots } = await start(database.url);
    const lock = await lockTable(database.url, "auth_tokens");
    // Ten requests hold the ten connections of the pool, waiting on the lock.
    const holding = Array.from({ length: 10 }, () => bots());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const began = performance.now();
    const [refused, health] = await Promise.all([bots(), fetch(`${api.url}/api/health/`)]);
    const waited = performance.now() - began;
    expect(waited).toBeGreaterThanOrEqual(DATABASE_CONNECTION_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(DATABASE_CONNECTION_TIMEOUT_MS + 3000);
    for (const response of [refused, health]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
    }

    await lock.release();
    expect((await Promise.all(holding)).map((response) => response.status)).toEqual(
      Array(10).fill(200),
    );
    expect((await fetch(`${api.url}/api/health/`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logLines(api.output());
    expect(lines.filter((line) => line.msg === DATABASE_OUTAGE_BEGAN)).toEqual([
      expect.objectContaining({
        level: "error",
        reason: "timeout exceeded when trying to connect",
      }),
    ]);
    expect(lines.filter((line) => line.msg === DATABASE_OUTAGE_ENDED)).toHaveLength(1);
  }, 90_000);

  it("answers 503 for a statement past its time limit, which DATABASE_URL may set", async () => {
    const { bots } = await start(`${database.url}?statement_timeout=1000`);
    const lock = await lockTable(database.url, "auth_tokens");
    try {
      const began = performance.now();
      const refused = await bots();
      expect(performance.now() - began).toBeLessThan(DATABASE_CONNECTION_TIMEOUT_MS);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
    } finally {
      await lock.release();
    }
    expect((await bots()).status).toBe(200);
  }, 90_000);
});
