import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import {
  type CuratedAnswerListParams,
  createCuratedAnswer,
  deleteCuratedAnswer,
  getCuratedAnswer,
  importCuratedAnswers,
  listCuratedAnswers,
  updateCuratedAnswer,
} from "../endpoints/curated-answers";
import type { CuratedAnswerUpdate } from "../schemas/curated-answers";
import { useApiClient } from "./api-client-context";
import { curatedAnswerKeys, missedQuestionKeys } from "./query-keys";
import { useApiMutation } from "./use-api-mutation";

export const curatedAnswerQueries = {
  list: (client: ApiClient, params: CuratedAnswerListParams = {}) =>
    queryOptions({
      queryKey: curatedAnswerKeys.list(params),
      queryFn: () => listCuratedAnswers(client, params),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: curatedAnswerKeys.detail(id),
      queryFn: () => getCuratedAnswer(client, id),
    }),
};

export function useCuratedAnswers(params: CuratedAnswerListParams = {}) {
  return useQuery(curatedAnswerQueries.list(useApiClient(), params));
}

/** One curated answer, with its wordings. */
export function useCuratedAnswer(id: number) {
  return useQuery(curatedAnswerQueries.detail(useApiClient(), id));
}

/** Writes a curated answer; the question to improve it answers is then fixed, so read again. */
export function useCreateCuratedAnswer() {
  return useApiMutation(createCuratedAnswer, () => [curatedAnswerKeys.all, missedQuestionKeys.all]);
}

/** Changes a curated answer; a question to improve given is then fixed, so read again. */
export function useUpdateCuratedAnswer() {
  return useApiMutation(
    (client, { id, changes }: { id: number; changes: CuratedAnswerUpdate }) =>
      updateCuratedAnswer(client, id, changes),
    () => [curatedAnswerKeys.all, missedQuestionKeys.all],
  );
}

export function useDeleteCuratedAnswer() {
  return useApiMutation(deleteCuratedAnswer, () => [curatedAnswerKeys.all]);
}

export function useImportCuratedAnswers() {
  return useApiMutation(
    (client, { botId, csv }: { botId: number; csv: string }) =>
      importCuratedAnswers(client, botId, csv),
    () => [curatedAnswerKeys.all],
  );
}
