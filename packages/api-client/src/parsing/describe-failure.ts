import type * as z from "zod/mini";
import { ApiError } from "../client/api-error";

/**
 * What a log line says about a failure: enough to act on, never a response body or a request
 * payload, which may carry credentials.
 */
export function describeFailure(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError) {
    return {
      kind: error.kind,
      status: error.status,
      message: error.message,
      fieldErrors: error.fieldErrors,
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Where and why a value failed its schema, without echoing the value. */
export function describeIssues(error: z.core.$ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}
