import type { ApiClient, CuratedAnswerListParams } from "@org/api-client";
import { curatedAnswerQueries } from "@org/api-client/react";
import { queryOptions } from "@tanstack/react-query";

/** Answers per page of the list. */
export const CURATED_ANSWERS_PAGE_SIZE = 20;

/**
 * One page of a bot's curated answers, latest changed first, those holding `search` when given.
 * While another page of the same list loads, the current one stays shown; another bot or search
 * starts afresh.
 */
export function curatedAnswersQuery(
  client: ApiClient,
  botId: number,
  { search, page }: { search: string; page: number },
) {
  const list: CuratedAnswerListParams = { bot_id: botId, ...(search ? { search } : {}) };
  const sameList = (key: readonly unknown[] | undefined) => {
    const previous = key?.[2] as CuratedAnswerListParams | undefined;
    return previous?.bot_id === list.bot_id && previous?.search === list.search;
  };
  return queryOptions({
    ...curatedAnswerQueries.list(client, {
      ...list,
      page,
      page_size: CURATED_ANSWERS_PAGE_SIZE,
    }),
    placeholderData: (previous, previousQuery) =>
      sameList(previousQuery?.queryKey) ? previous : undefined,
  });
}
