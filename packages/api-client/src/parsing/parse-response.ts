import type * as z from "zod/mini";
import { ApiError } from "../client/api-error";
import type { ApiLogger } from "../client/logger";
import { describeIssues } from "./describe-failure";

/** Checks an answer against its schema; a mismatch is logged and rejected as an ApiError. */
export function parseResponse<T>(
  schema: z.ZodMiniType<T>,
  raw: unknown,
  logger: ApiLogger,
  what: string,
): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = describeIssues(result.error);
  logger.error(`Unexpected ${what} from the API`, { issues });
  throw new ApiError({
    kind: "other",
    message: `Unexpected ${what} from the API`,
    cause: result.error,
  });
}
