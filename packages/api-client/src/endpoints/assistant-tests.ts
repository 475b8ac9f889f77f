import * as z from "zod/mini";
import type { ApiClient } from "../client/create-api-client";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import {
  type AssistantTest,
  type AssistantTestPayload,
  type AssistantTestRun,
  type AssistantTestRunDetail,
  type AssistantTestUpdate,
  assistantTestRunDetailSchema,
  assistantTestRunSchema,
  assistantTestSchema,
  type TestProposal,
  testProposalSchema,
} from "../schemas/assistant-tests";
import type { Paged, PageParams } from "../schemas/common";

export interface AssistantTestListParams extends PageParams {
  bot_id?: number;
}

/** An assistant's tests, in the order they were written. */
export async function listAssistantTests(
  client: ApiClient,
  params: AssistantTestListParams = {},
): Promise<Paged<AssistantTest>> {
  const raw = await client.request(ROUTES.listAssistantTests, { searchParams: { ...params } });
  return readPage(assistantTestSchema, raw, client.logger, "assistant test list");
}

export async function createAssistantTest(
  client: ApiClient,
  payload: AssistantTestPayload,
): Promise<AssistantTest> {
  const raw = await client.request(ROUTES.createAssistantTest, { json: payload });
  return parseResponse(assistantTestSchema, raw, client.logger, "assistant test");
}

export async function updateAssistantTest(
  client: ApiClient,
  id: number,
  changes: AssistantTestUpdate,
): Promise<AssistantTest> {
  const raw = await client.request(ROUTES.updateAssistantTest, { params: { id }, json: changes });
  return parseResponse(assistantTestSchema, raw, client.logger, "assistant test");
}

export async function deleteAssistantTest(client: ApiClient, id: number): Promise<void> {
  await client.request(ROUTES.deleteAssistantTest, { params: { id } });
}

/** Questions drawn from the headings of an assistant's pages that no test asks yet. */
export async function proposeAssistantTests(
  client: ApiClient,
  botId: number,
): Promise<TestProposal[]> {
  const raw = await client.request(ROUTES.proposeAssistantTests, {
    searchParams: { bot_id: botId },
  });
  return parseResponse(z.array(testProposalSchema), raw, client.logger, "test proposals");
}

export interface AssistantTestRunListParams extends PageParams {
  bot_id?: number;
  /** Keeps the runs of this account's bots. */
  account?: number;
}

/** Runs of the tests, latest first. */
export async function listAssistantTestRuns(
  client: ApiClient,
  params: AssistantTestRunListParams = {},
): Promise<Paged<AssistantTestRun>> {
  const raw = await client.request(ROUTES.listAssistantTestRuns, { searchParams: { ...params } });
  return readPage(assistantTestRunSchema, raw, client.logger, "test run list");
}

export async function getAssistantTestRun(
  client: ApiClient,
  id: number,
): Promise<AssistantTestRunDetail> {
  const raw = await client.request(ROUTES.getAssistantTestRun, { params: { id } });
  return parseResponse(assistantTestRunDetailSchema, raw, client.logger, "test run");
}

/** Queues a run of an assistant's tests (a run still waiting is reused) and answers it. */
export async function runAssistantTests(
  client: ApiClient,
  botId: number,
): Promise<AssistantTestRun> {
  const raw = await client.request(ROUTES.runAssistantTests, { json: { bot: botId } });
  return parseResponse(assistantTestRunSchema, raw, client.logger, "test run");
}
