import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  type ApiProcess,
  callApi,
  freePort,
  type RunningApi,
  startApiProcess,
  stopApiProcesses,
} from "../testing/api-process";
import { createServerDatabase } from "../testing/test-database";
import { loadMigrations } from "./migrate";
import { openPgliteDb } from "./pglite";

/*
 * Migrations run as the server starts, as an operator upgrading meets them: on a database a newer
 * build already migrated, an older one (still running during a rolling upgrade, or put back)
 * says so and serves; two servers starting at once on one empty PostgreSQL make one database.
 */

const ADMIN_PASSWORD = "admin-password-1";
const NEWER_MIGRATION = "9999_from_a_newer_build";

interface LogLine {
  level: string;
  msg: string;
  applied?: string[];
  unknown?: string[];
}

/** The JSON lines a server process logged. */
function logLines(api: ApiProcess): LogLine[] {
  return api
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** What an older build says of a database a newer one migrated, and that it still serves. */
async function expectServedDespiteNewerMigration(api: RunningApi): Promise<void> {
  const warnings = logLines(api).filter((line) => line.level === "warn");
  expect(warnings).toContainEqual(
    expect.objectContaining({
      msg: expect.stringContaining("The database holds migrations this build does not know"),
      unknown: [NEWER_MIGRATION],
    }),
  );
  expect(logLines(api).some((line) => line.msg === "Migrations applied")).toBe(false);
  const login = await callApi<{ token: string }>(api, "POST", "/api/auth/login/", {
    username: "admin",
    password: ADMIN_PASSWORD,
  });
  const bots = await callApi<{ count: number }>(api, "GET", "/api/bots/", undefined, login.token);
  expect(bots.count).toBe(1);
}

describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("migrations on PGlite", () => {
  const started: ApiProcess[] = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    await stopApiProcesses(started);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("a server on a data folder a newer build migrated warns, naming its migrations, and serves", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-migrate-"));
    const env = {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
    };
    const first = await startApiProcess(env);
    started.push(first);
    const applied = logLines(first).find((line) => line.msg === "Migrations applied")?.applied;
    expect(applied).toEqual((await loadMigrations()).map((migration) => migration.name));
    await stopApiProcesses([first]);

    const db = await openPgliteDb(join(dataDir, "pglite"));
    await db.query("INSERT INTO schema_migrations (name) VALUES ($1)", [NEWER_MIGRATION]);
    await db.close();

    const older = await startApiProcess(env);
    started.push(older);
    await expectServedDespiteNewerMigration(older);
  }, 120_000);
});

describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")("migrations on PostgreSQL", () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const started: ApiProcess[] = [];
  afterAll(async () => {
    await stopApiProcesses(started);
    await database?.drop();
  });

  const startOn = async (url: string) =>
    startApiProcess({
      DATABASE_URL: url,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
    });

  it("two servers starting at once on an empty database: one migrates and seeds, the other waits and finds it done", async () => {
    database = await createServerDatabase();
    const url = database.url;
    const both = await Promise.all([startOn(url), startOn(url)]);
    started.push(...both);

    const migrated = both.map(
      (api) => logLines(api).find((line) => line.msg === "Migrations applied")?.applied,
    );
    const names = (await loadMigrations()).map((migration) => migration.name);
    expect(migrated.filter((applied) => applied !== undefined)).toEqual([names]);
    const seeded = both.filter((api) =>
      logLines(api).some((line) => line.msg === "First start: admin user and demo bot created"),
    );
    expect(seeded).toHaveLength(1);
    for (const api of both) {
      const login = await callApi<{ token: string }>(api, "POST", "/api/auth/login/", {
        username: "admin",
        password: ADMIN_PASSWORD,
      });
      const bots = await callApi<{ count: number }>(
        api,
        "GET",
        "/api/bots/",
        undefined,
        login.token,
      );
      expect(bots.count).toBe(1);
    }
  }, 120_000);

  it("a server on a database a newer build migrated warns, naming its migrations, and serves", async () => {
    const url = (database as { url: string }).url;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("INSERT INTO schema_migrations (name) VALUES ($1)", [NEWER_MIGRATION]);
    await client.end();

    const older = await startOn(url);
    started.push(older);
    await expectServedDespiteNewerMigration(older);
  }, 120_000);
});
