import type * as z from "zod/mini";
import type { ApiLogger } from "../client/logger";
import { describeIssues } from "./describe-failure";

/**
 * Reads a message, session, bubble or shortcut answer. A mismatch with the schema is logged, then
 * the raw fields are used with `defaults` filled in for missing ones, so the visitor still sees
 * what the server sent.
 */
export function parseLenient<T extends object>(
  schema: z.ZodMiniType<T>,
  raw: unknown,
  defaults: Partial<T>,
  logger: ApiLogger,
  what: string,
): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  logger.error(`Unexpected ${what} from the API; using it as received`, {
    issues: describeIssues(result.error),
  });
  const present = Object.entries(isRecord(raw) ? raw : {}).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  // The caller asked for the answer to be shown even when it does not match: trust its fields.
  return { ...defaults, ...Object.fromEntries(present) } as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
