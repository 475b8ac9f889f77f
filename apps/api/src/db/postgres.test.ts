import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase } from "../testing/test-database";
import { isDatabaseUnavailable } from "./errors";
import { openPostgresDb } from "./postgres";
import type { Db } from "./types";

/*
 * The time limits each session of the server starts with on a real PostgreSQL, and how
 * DATABASE_URL changes them.
 */
describe.runIf(process.env.API_TEST_DATABASE === "postgres")("PostgreSQL sessions", () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  const opened: Db[] = [];
  const open = (url: string) => {
    // One connection: what a session keeps is seen by the next statement.
    const db = openPostgresDb(url, { poolSize: 1 });
    opened.push(db);
    return db;
  };
  const setting = async (db: Db, name: string) =>
    (await db.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name];

  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await database?.drop();
  });

  it("limits statements and idle transactions, but not what runs holding a lock", async () => {
    const db = open(database.url);
    expect(await setting(db, "statement_timeout")).toBe("1min");
    expect(await setting(db, "idle_in_transaction_session_timeout")).toBe("30s");
    const underLock = await db.exclusively(1, (session) => setting(session, "statement_timeout"));
    expect(underLock).toBe("0");
    expect(await setting(db, "statement_timeout")).toBe("1min");
  });

  it("keeps the limits DATABASE_URL sets, as a parameter or in its options", async () => {
    const parameter = open(`${database.url}?statement_timeout=120000`);
    expect(await setting(parameter, "statement_timeout")).toBe("2min");
    const options = open(
      `${database.url}?options=${encodeURIComponent("-c idle_in_transaction_session_timeout=5s")}`,
    );
    expect(await setting(options, "idle_in_transaction_session_timeout")).toBe("5s");
    expect(await setting(options, "statement_timeout")).toBe("1min");
  });

  it("ends a transaction left idle, as a database that cannot serve", async () => {
    const db = open(`${database.url}?idle_in_transaction_session_timeout=200`);
    const idle = db.transaction(async (tx) => {
      await tx.query("SELECT 1");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await tx.query("SELECT 1");
    });
    const error = await idle.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await setting(db, "statement_timeout")).toBe("1min");
  });
});
