import type { ApiClient } from "../client/create-api-client";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import type { Paged, PageParams } from "../schemas/common";
import {
  type MissedQuestion,
  type MissedQuestionDetail,
  type MissedQuestionStatus,
  type MissKind,
  missedQuestionDetailSchema,
  missedQuestionSchema,
} from "../schemas/missed-questions";

/**
 * Which missed questions a list keeps: one bot's, one account's, those with a status, those missed
 * in a way, those missed within a period (`since` included, `until` excluded, ISO 8601
 * timestamps). The figures of each count the misses of that kind and period.
 */
export interface MissedQuestionListParams extends PageParams {
  bot_id?: number;
  account?: number;
  status?: MissedQuestionStatus;
  kind?: MissKind;
  since?: string;
  until?: string;
}

/** Missed questions, most asked first. */
export async function listMissedQuestions(
  client: ApiClient,
  params: MissedQuestionListParams = {},
): Promise<Paged<MissedQuestion>> {
  const raw = await client.request(ROUTES.listMissedQuestions, {
    searchParams: { ...params },
  });
  return readPage(missedQuestionSchema, raw, client.logger, "missed question list");
}

/** A missed question with its latest misses, within the same filters as the list's. */
export async function getMissedQuestion(
  client: ApiClient,
  id: number,
  params: Pick<MissedQuestionListParams, "kind" | "since" | "until"> = {},
): Promise<MissedQuestionDetail> {
  const raw = await client.request(ROUTES.getMissedQuestion, {
    params: { id },
    searchParams: { ...params },
  });
  return parseResponse(missedQuestionDetailSchema, raw, client.logger, "missed question");
}

/** Marks a missed question to do, fixed or ignored. */
export async function setMissedQuestionStatus(
  client: ApiClient,
  id: number,
  status: MissedQuestionStatus,
): Promise<MissedQuestion> {
  const raw = await client.request(ROUTES.setMissedQuestionStatus, {
    params: { id },
    json: { status },
  });
  return parseResponse(missedQuestionSchema, raw, client.logger, "missed question");
}

/**
 * Marks several missed questions to do, fixed or ignored at once: all of them, or none when one
 * is not the user's (a validation error names it).
 */
export async function setMissedQuestionsStatus(
  client: ApiClient,
  ids: readonly number[],
  status: MissedQuestionStatus,
): Promise<void> {
  await client.request(ROUTES.setMissedQuestionsStatus, { json: { ids, status } });
}
