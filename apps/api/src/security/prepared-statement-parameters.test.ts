import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/types";
import { openTestDatabase, type TestDatabase } from "../testing/test-database";

// The busiest statements (a session start, a visitor's message, the answer) are prepared once and
// run with the visitor's text as their parameters; on PGlite the parameters travel as quoted
// literals. Whatever a visitor types must arrive as that same text, and never as SQL.
const HOSTILE_TEXTS = [
  "'",
  "''",
  "\\",
  "\\'",
  "\\\\'",
  "'); DROP TABLE probe_notes; --",
  "\\'); DROP TABLE probe_notes; --",
  "E'\\x41'",
  "$1",
  "$$ DROP TABLE probe_notes $$",
  "\\x41\\101\\u0041\\n",
  "line\nbreak\r\nand\ttab",
  "C'est l’été : « déjà » — 50 €, 東京, 🙂",
  "é".repeat(10_000),
  " leading and trailing spaces ",
  "",
];

describe("parameters of prepared statements", () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await db.query("CREATE TABLE probe_notes (id serial PRIMARY KEY, note text NOT NULL)");
  });

  afterAll(() => database.dispose());

  it("stores and reads back whatever text a visitor sends, character for character", async () => {
    for (const text of HOSTILE_TEXTS) {
      const stored = await db.queryPrepared<{ id: number; note: string }>(
        "probe_note_insert",
        "INSERT INTO probe_notes (note) VALUES ($1) RETURNING id, note",
        [text],
      );
      expect(stored.rows[0]?.note).toBe(text);
      const read = await db.queryPrepared<{ note: string; length: number }>(
        "probe_note_read",
        "SELECT note, char_length(note) AS length FROM probe_notes WHERE id = $1::int",
        [stored.rows[0]?.id],
      );
      expect(read.rows[0]).toEqual({ note: text, length: [...text].length });
    }
    const { rows } = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM probe_notes",
    );
    expect(rows[0]?.count).toBe(HOSTILE_TEXTS.length);
  });

  it("passes numbers, booleans and nulls as values of their parameters' types", async () => {
    const { rows } = await db.queryPrepared<Record<string, unknown>>(
      "probe_values",
      `SELECT $1::int AS count, $2::float8 AS ratio, $3::bool AS yes, $4::bool AS no,
              $5::text AS nothing, $6::int AS negative`,
      [42, 0.125, true, false, null, -7],
    );
    expect(rows[0]).toEqual({
      count: 42,
      ratio: 0.125,
      yes: true,
      no: false,
      nothing: null,
      negative: -7,
    });
  });

  it("refuses a text holding a NUL character, as an unprepared query does", async () => {
    const attempt = db.queryPrepared(
      "probe_note_insert",
      "INSERT INTO probe_notes (note) VALUES ($1) RETURNING id, note",
      ["before\0after"],
    );
    await expect(attempt).rejects.toThrow();
    const { rows } = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM probe_notes WHERE note LIKE 'before%'",
    );
    expect(rows[0]?.count).toBe(0);
  });
});
