import type { Context } from "hono";
import { MAX_INTEGER } from "../constants";
import { ValidationError } from "../errors";
import { readIsoMoment } from "../lib/iso-moment";
import { hasNullCharacter, messages } from "../lib/validation";

/** An optional integer filter such as `?bot_id=3`; anything else is a field error. */
export function queryId(c: Context, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > MAX_INTEGER) {
    throw new ValidationError({ [name]: ["A valid integer is required."] });
  }
  return value;
}

/** An optional boolean filter such as `?is_active=true` (also True/False/1/0 as DRF reads them). */
export function queryBoolean(c: Context, name: string): boolean | undefined {
  const raw = c.req.query(name)?.toLowerCase();
  if (raw === undefined || raw === "") return undefined;
  if (["true", "1", "yes", "on"].includes(raw)) return true;
  if (["false", "0", "no", "off"].includes(raw)) return false;
  throw new ValidationError({ [name]: ["Must be a valid boolean."] });
}

/** An optional search text, trimmed; empty means no search. */
export function queryText(c: Context, name: string): string | undefined {
  const raw = c.req.query(name)?.trim();
  if (raw && hasNullCharacter(raw)) {
    throw new ValidationError({ [name]: [messages.nullCharacters] });
  }
  return raw ? raw : undefined;
}

/**
 * A DRF `ordering` parameter (`name`, `-updated_at`) restricted to the fields a list allows;
 * unknown fields are ignored as DRF's OrderingFilter does.
 */
export function queryOrdering<F extends string>(
  c: Context,
  fields: readonly F[],
): { field: F; descending: boolean } | undefined {
  const first = c.req.query("ordering")?.split(",")[0]?.trim();
  if (!first) return undefined;
  const descending = first.startsWith("-");
  const field = (descending ? first.slice(1) : first) as F;
  return fields.includes(field) ? { field, descending } : undefined;
}

/** An optional choice among `options`, such as `?status=pending`; anything else is a field error. */
export function queryChoice<T extends string>(
  c: Context,
  name: string,
  options: readonly T[],
): T | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  const choice = options.find((option) => option === raw);
  if (choice === undefined) throw new ValidationError({ [name]: [messages.invalidChoice(raw)] });
  return choice;
}

/**
 * An optional moment such as `?since=2026-11-01` or `?since=2026-11-01T08:00:00Z` (ISO 8601; a
 * date alone is midnight UTC, a time without an offset UTC), as a Date; anything readIsoMoment
 * refuses is a field error.
 */
export function queryMoment(c: Context, name: string): Date | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return undefined;
  const moment = readIsoMoment(raw);
  if (moment === undefined) throw new ValidationError({ [name]: [messages.invalidMoment] });
  return moment;
}
