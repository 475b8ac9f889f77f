import * as z from "zod/mini";
import type { ApiLogger } from "../client/logger";
import type { Paged } from "../schemas/common";
import { parseLenient } from "./parse-lenient";
import { parseResponse } from "./parse-response";

/**
 * Reads a list answer, which may be a plain list or the page envelope
 * `{count, next, previous, results}`; a plain list becomes one page holding every item.
 */
export function readPage<T>(
  itemSchema: z.ZodMiniType<T>,
  raw: unknown,
  logger: ApiLogger,
  what: string,
): Paged<T> {
  const items = parseResponse(z.array(itemSchema), listItems(raw) ?? raw, logger, what);
  return toPaged(raw, items);
}

/** Like readPage, but each item is read leniently (see parseLenient). */
export function readLenientPage<T extends object>(
  itemSchema: z.ZodMiniType<T>,
  raw: unknown,
  defaults: Partial<T>,
  logger: ApiLogger,
  what: string,
): Paged<T> {
  const items = parseResponse(z.array(z.unknown()), listItems(raw) ?? raw, logger, what);
  return toPaged(
    raw,
    items.map((item) => parseLenient(itemSchema, item, defaults, logger, what)),
  );
}

function listItems(raw: unknown): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (raw !== null && typeof raw === "object" && "results" in raw && Array.isArray(raw.results)) {
    return raw.results;
  }
  return undefined;
}

function toPaged<T>(raw: unknown, items: T[]): Paged<T> {
  if (Array.isArray(raw))
    return { count: items.length, next: null, previous: null, results: items };
  const page = raw as Partial<Paged<unknown>>;
  return {
    count: typeof page.count === "number" ? page.count : items.length,
    next: page.next ?? null,
    previous: page.previous ?? null,
    results: items,
  };
}
