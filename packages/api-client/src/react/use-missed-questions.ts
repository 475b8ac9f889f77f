import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  getMissedQuestion,
  listMissedQuestions,
  type MissedQuestionListParams,
  setMissedQuestionStatus,
  setMissedQuestionsStatus,
} from "../endpoints/missed-questions";
import type { MissedQuestionStatus } from "../schemas/missed-questions";
import { useApiClient } from "./api-client-context";
import { missedQuestionKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

type MissFilters = Pick<MissedQuestionListParams, "kind" | "since" | "until">;

export const missedQuestionQueries = {
  list: (client: ApiClient, params: MissedQuestionListParams = {}) =>
    queryOptions({
      queryKey: missedQuestionKeys.list(params),
      queryFn: () => listMissedQuestions(client, params),
    }),
  detail: (client: ApiClient, id: number, params: MissFilters = {}) =>
    queryOptions({
      queryKey: missedQuestionKeys.detail(id, params),
      queryFn: () => getMissedQuestion(client, id, params),
    }),
};

export function useMissedQuestions(params: MissedQuestionListParams = {}) {
  return useQuery(missedQuestionQueries.list(useApiClient(), params));
}

/** Marks a missed question to do, fixed or ignored; every list and count is read again. */
export function useSetMissedQuestionStatus() {
  return useApiMutation(
    (client, { id, status }: { id: number; status: MissedQuestionStatus }) =>
      setMissedQuestionStatus(client, id, status),
    () => [missedQuestionKeys.all],
  );
}

/** Marks several missed questions at once; every list and count is read again. */
export function useSetMissedQuestionsStatus() {
  return useApiMutation(
    (client, { ids, status }: { ids: readonly number[]; status: MissedQuestionStatus }) =>
      setMissedQuestionsStatus(client, ids, status),
    () => [missedQuestionKeys.all],
  );
}
