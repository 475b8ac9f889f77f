import type { ApiClient } from "../client/create-api-client";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import type { Paged, PageParams } from "../schemas/common";
import {
  type CuratedAnswer,
  type CuratedAnswerImportResult,
  type CuratedAnswerPayload,
  type CuratedAnswerUpdate,
  curatedAnswerImportResultSchema,
  curatedAnswerSchema,
} from "../schemas/curated-answers";

export interface CuratedAnswerListParams extends PageParams {
  bot_id?: number;
  /** Keeps those whose question, a wording or the answer holds this text. */
  search?: string;
  /** Keeps the one whose question is this one, case aside: the answer a bot already gives to it. */
  question?: string;
}

/** Curated answers, latest changed first. */
export async function listCuratedAnswers(
  client: ApiClient,
  params: CuratedAnswerListParams = {},
): Promise<Paged<CuratedAnswer>> {
  const raw = await client.request(ROUTES.listCuratedAnswers, {
    searchParams: { ...params },
  });
  return readPage(curatedAnswerSchema, raw, client.logger, "curated answer list");
}

/** One curated answer, with its wordings. */
export async function getCuratedAnswer(client: ApiClient, id: number): Promise<CuratedAnswer> {
  const raw = await client.request(ROUTES.getCuratedAnswer, { params: { id } });
  return parseResponse(curatedAnswerSchema, raw, client.logger, "curated answer");
}

/** Writes a curated answer; with `missed_question`, that question is marked fixed. */
export async function createCuratedAnswer(
  client: ApiClient,
  payload: CuratedAnswerPayload,
): Promise<CuratedAnswer> {
  const raw = await client.request(ROUTES.createCuratedAnswer, { json: payload });
  return parseResponse(curatedAnswerSchema, raw, client.logger, "curated answer");
}

export async function updateCuratedAnswer(
  client: ApiClient,
  id: number,
  changes: CuratedAnswerUpdate,
): Promise<CuratedAnswer> {
  const raw = await client.request(ROUTES.updateCuratedAnswer, {
    params: { id },
    json: changes,
  });
  return parseResponse(curatedAnswerSchema, raw, client.logger, "curated answer");
}

export async function deleteCuratedAnswer(client: ApiClient, id: number): Promise<void> {
  await client.request(ROUTES.deleteCuratedAnswer, { params: { id } });
}

/** A bot's curated answers as a CSV file (question, wordings, answer, link). */
export async function exportCuratedAnswers(client: ApiClient, botId: number): Promise<Blob> {
  const response = await client.send(ROUTES.exportCuratedAnswers, {
    searchParams: { bot_id: botId },
  });
  return response.blob();
}

/** Imports curated answers from CSV text: one wrong line writes nothing (a 400 saying which). */
export async function importCuratedAnswers(
  client: ApiClient,
  botId: number,
  csv: string,
): Promise<CuratedAnswerImportResult> {
  const raw = await client.request(ROUTES.importCuratedAnswers, {
    json: { bot: botId, csv },
  });
  return parseResponse(curatedAnswerImportResultSchema, raw, client.logger, "import result");
}
