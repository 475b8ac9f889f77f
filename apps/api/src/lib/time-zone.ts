import type { Db } from "../db/types";
import { ValidationError } from "../errors";

/**
 * Whether `name` is an IANA time zone name (`Europe/Paris`, `UTC`) both this server and its
 * database know: their time zone data differ (Node still knows `US/Pacific-New`, PostgreSQL 15
 * no longer does), and a name only one of them knows fails the first query that counts in it.
 */
export async function isKnownTimeZone(db: Db, name: string): Promise<boolean> {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name) || !nodeKnows(name)) return false;
  return (await databaseTimeZones(db)).has(name.toLowerCase());
}

/** A time zone given in `field`, or a 400 on that field saying it is not known. */
export async function checkedTimeZone(db: Db, name: string, field = "time_zone"): Promise<string> {
  if (!(await isKnownTimeZone(db, name))) {
    throw new ValidationError({ [field]: [`"${name}" is not a known time zone.`] });
  }
  return name;
}

/** The day of a moment in a time zone, as `YYYY-MM-DD`. */
export function dayIn(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(moment);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

function nodeKnows(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The names of `pg_timezone_names`, lower-cased since both Node and PostgreSQL find a zone
 * whatever its case. Read once per database: they change only with the server's software, and
 * reading them takes tens of milliseconds (on PGlite, on this process's own thread).
 */
const databaseNames = new WeakMap<Db, Promise<ReadonlySet<string>>>();

function databaseTimeZones(db: Db): Promise<ReadonlySet<string>> {
  let names = databaseNames.get(db);
  if (!names) {
    names = db
      .query<{ name: string }>("SELECT name FROM pg_timezone_names")
      .then(({ rows }) => new Set(rows.map((row) => row.name.toLowerCase())));
    // A read that failed (the database away) is tried again by the next request.
    names.catch(() => databaseNames.delete(db));
    databaseNames.set(db, names);
  }
  return names;
}
