import type {
  ApiClient,
  AssistantTestListParams,
  AssistantTestRun,
  CuratedAnswerListParams,
} from "@org/api-client";
import { assistantTestQueries, curatedAnswerQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Tests per page of the list. */
export const ASSISTANT_TESTS_PAGE_SIZE = 20;

/** How often the last run is asked again while it waits or runs. */
export const TEST_RUN_POLL_INTERVAL_MS = 2000;

/** Every curated answer of the assistant at once: the form picks among them, the list names them. */
const ALL_CURATED_ANSWERS = 1000;

export function isUnfinished(run: Pick<AssistantTestRun, "status"> | undefined): boolean {
  return run?.status === "pending" || run?.status === "running";
}

/**
 * One page of a bot's tests, oldest first. While another page of the same bot loads, the current
 * one stays shown; another bot starts afresh.
 */
export function assistantTestsQuery(client: ApiClient, botId: number, page: number) {
  return queryOptions({
    ...assistantTestQueries.list(client, {
      bot_id: botId,
      page,
      page_size: ASSISTANT_TESTS_PAGE_SIZE,
    }),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as AssistantTestListParams | undefined)?.bot_id === botId
        ? previous
        : undefined,
  });
}

/** A bot's latest run, asked again while it has not ended so that its progress shows. */
export function latestTestRunQuery(client: ApiClient, botId: number) {
  return queryOptions({
    ...assistantTestQueries.runs(client, { bot_id: botId, page_size: 1 }),
    refetchInterval: (query) =>
      isUnfinished(query.state.data?.results[0]) ? TEST_RUN_POLL_INTERVAL_MS : false,
  });
}

/** A run with its results, asked again while it has not ended. */
export function testRunQuery(client: ApiClient, id: number) {
  return queryOptions({
    ...assistantTestQueries.run(client, id),
    refetchInterval: (query) =>
      isUnfinished(query.state.data) ? TEST_RUN_POLL_INTERVAL_MS : false,
  });
}

/** The questions drawn from the headings of a bot's pages, asked afresh at each opening. */
export function testProposalsQuery(client: ApiClient, botId: number) {
  return queryOptions({ ...assistantTestQueries.proposals(client, botId), staleTime: 0 });
}

/** A bot's curated answers, to pick the one a test expects and to name it. */
export function botCuratedAnswersQuery(client: ApiClient, botId: number) {
  const params: CuratedAnswerListParams = { bot_id: botId, page_size: ALL_CURATED_ANSWERS };
  return curatedAnswerQueries.list(client, params);
}
