import type { ApiClient, MissedQuestion, MissedQuestionListParams } from "@org/api-client";
import { curatedAnswerQueries, missedQuestionQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Questions per page of the list. */
export const QUESTIONS_PAGE_SIZE = 20;

/** What tells one list from another, beside its page. */
const LIST_PARAMS = ["bot_id", "status", "kind", "since"] as const;

/** Which misses are counted: of one kind or all, since a moment or ever. */
export type MissFilters = Pick<MissedQuestionListParams, "kind" | "since">;

/**
 * One page of a bot's questions of a status, most missed first, counting the misses kept by the
 * filters. While another page of the same list loads, the current one stays shown; another bot,
 * status or filter starts afresh.
 */
export function missedQuestionsQuery(
  client: ApiClient,
  botId: number,
  {
    status,
    kind,
    since,
    page,
  }: Pick<MissedQuestionListParams, "status"> & MissFilters & { page: number },
) {
  const list: MissedQuestionListParams = { bot_id: botId, status, kind, since };
  const sameList = (key: readonly unknown[] | undefined) => {
    const previous = key?.[2] as MissedQuestionListParams | undefined;
    return LIST_PARAMS.every((name) => previous?.[name] === list[name]);
  };
  return queryOptions({
    ...missedQuestionQueries.list(client, { ...list, page, page_size: QUESTIONS_PAGE_SIZE }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey) ? previous : undefined,
  });
}

/** A question with its latest misses, counted with the same filters as the list. */
export const missedQuestionQuery = missedQuestionQueries.detail;

/** The curated answer the question's assistant already gives to it, if any. */
export function curatedAnswerOfQuestion(client: ApiClient, question: MissedQuestion) {
  return queryOptions({
    ...curatedAnswerQueries.list(client, { bot_id: question.bot, question: question.question }),
    select: (page) => page.results[0] ?? null,
  });
}
