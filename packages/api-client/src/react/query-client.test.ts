import { describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import { botJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  createQueryClient,
  DEFAULT_QUERY_OPTIONS,
  KNOWLEDGE_BASE_QUERY_OPTIONS,
  type QueryErrorOrigin,
  retryUnlessRefused,
} from "./query-client";
import { botQueries } from "./use-bots";

const context = setUpTestContext();

const failure = (status: number | null) =>
  status === null
    ? new ApiError({ kind: "no-response", message: "fetch failed" })
    : new ApiError({ kind: "response", status, message: `Request failed with status ${status}` });

/** How many times a query failing with `error` is retried under `retry`. */
function retriesOf(
  retry: (failureCount: number, error: unknown) => boolean,
  error: unknown,
): number {
  let failureCount = 0;
  while (retry(failureCount, error)) failureCount += 1;
  return failureCount;
}

describe("retry rules", () => {
  it("retries a failing query at most 3 times", () => {
    expect(retriesOf(DEFAULT_QUERY_OPTIONS.retry, failure(500))).toBe(3);
    expect(retriesOf(DEFAULT_QUERY_OPTIONS.retry, failure(null))).toBe(3);
    expect(retriesOf(DEFAULT_QUERY_OPTIONS.retry, new Error("anything"))).toBe(3);
  });

  it("never retries on 401 or 403", () => {
    expect(retriesOf(DEFAULT_QUERY_OPTIONS.retry, failure(401))).toBe(0);
    expect(retriesOf(DEFAULT_QUERY_OPTIONS.retry, failure(403))).toBe(0);
  });

  it("retries knowledge-base queries once, and not on 401 or 403 either", () => {
    expect(retriesOf(KNOWLEDGE_BASE_QUERY_OPTIONS.retry, failure(502))).toBe(1);
    expect(retriesOf(KNOWLEDGE_BASE_QUERY_OPTIONS.retry, failure(401))).toBe(0);
    expect(retryUnlessRefused(2)(1, failure(500))).toBe(true);
  });

  it("does not refetch knowledge bases on window focus", () => {
    expect(KNOWLEDGE_BASE_QUERY_OPTIONS.refetchOnWindowFocus).toBe(false);
  });
});

describe("createQueryClient", () => {
  it("makes data stale after 10 s, refetches on focus and uses the retry rule", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: 10_000, refetchOnWindowFocus: true });
    expect(defaults?.retry).toBe(DEFAULT_QUERY_OPTIONS.retry);
  });

  it("reports a failed query to onError once, without retrying a 403", async () => {
    const reported: [unknown, QueryErrorOrigin][] = [];
    const queryClient = createQueryClient({
      onError: (error, origin) => reported.push([error, origin]),
    });
    context.server.respond("GET", "/api/bots/", {
      status: 403,
      json: { detail: "You do not have permission to perform this action." },
    });
    await expect(queryClient.fetchQuery(botQueries.list(context.client))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(context.server.requests).toHaveLength(1);
    expect(reported).toEqual([[expect.objectContaining({ status: 403 }), "query"]]);
  });

  it("serves a fresh answer from the cache within the stale time", async () => {
    const queryClient = createQueryClient();
    context.server.respond("GET", "/api/bots/", { json: paged([botJson(1)]) });
    await queryClient.fetchQuery(botQueries.list(context.client));
    await queryClient.fetchQuery(botQueries.list(context.client));
    expect(context.server.requests).toHaveLength(1);
  });
});
