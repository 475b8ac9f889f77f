import * as z from "zod/mini";
import type { ApiClient } from "../client/create-api-client";
import { JSON_FORMAT } from "../constants";
import { compactPayload } from "../parsing/compact-payload";
import { describeIssues } from "../parsing/describe-failure";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import { type Bot, type BotCreate, type BotUpdate, botSchema } from "../schemas/bots";
import { type Choice, choiceSchema, type Paged, type PageParams } from "../schemas/common";
import { type LanguageModels, languageModelsSchema } from "../schemas/language-models";

export interface BotListParams extends PageParams {
  account?: number;
  is_active?: boolean;
  search?: string;
}

/** The bot fields whose choices the OPTIONS answer lists. */
export type BotChoiceField = "model" | "channel_type";

export type BotChoices = Record<BotChoiceField, Choice[]>;

const BOT_CHOICE_FIELDS: readonly BotChoiceField[] = ["model", "channel_type"];

export async function listBots(client: ApiClient, params: BotListParams = {}): Promise<Paged<Bot>> {
  const raw = await client.request(ROUTES.listBots, {
    searchParams: { format: JSON_FORMAT, ...params },
  });
  return readPage(botSchema, raw, client.logger, "bot list");
}

export async function getBot(client: ApiClient, id: number): Promise<Bot> {
  const raw = await client.request(ROUTES.getBot, { params: { id } });
  return parseResponse(botSchema, raw, client.logger, "bot");
}

export async function createBot(client: ApiClient, payload: BotCreate): Promise<Bot> {
  const raw = await client.request(ROUTES.createBot, { json: payload });
  return parseResponse(botSchema, raw, client.logger, "bot");
}

/** Fields left empty ("" or undefined) in `changes` are not sent, so they stay as they are. */
export async function updateBot(client: ApiClient, id: number, changes: BotUpdate): Promise<Bot> {
  const raw = await client.request(ROUTES.updateBot, {
    params: { id },
    json: compactPayload(changes),
  });
  return parseResponse(botSchema, raw, client.logger, "bot");
}

export async function deleteBot(client: ApiClient, id: number): Promise<void> {
  await client.request(ROUTES.deleteBot, { params: { id } });
}

/**
 * The model and channel type choices, read from the POST action of OPTIONS /api/bots/. A field
 * whose choices are not where expected is logged and gets an empty list.
 */
export async function getBotChoices(client: ApiClient): Promise<BotChoices> {
  const raw = await client.request(ROUTES.getBotChoices);
  const entries = BOT_CHOICE_FIELDS.map((field) => [field, readChoices(client, raw, field)]);
  return Object.fromEntries(entries) as BotChoices;
}

/**
 * How the bots of an account answer and the chat models its provider lists, read from the
 * provider at each call. A provider that cannot be read is no failure: `error` says why.
 */
export async function getLanguageModels(
  client: ApiClient,
  account: number,
): Promise<LanguageModels> {
  const raw = await client.request(ROUTES.getLanguageModels, { searchParams: { account } });
  return parseResponse(languageModelsSchema, raw, client.logger, "language models");
}

function readChoices(client: ApiClient, raw: unknown, field: BotChoiceField): Choice[] {
  const schema = z.object({
    actions: z.object({
      POST: z.object({ [field]: z.object({ choices: z.array(choiceSchema) }) }),
    }),
  });
  const result = schema.safeParse(raw);
  if (result.success) return result.data.actions.POST[field]?.choices ?? [];
  client.logger.error(`Unexpected OPTIONS answer for the bot ${field} choices`, {
    issues: describeIssues(result.error),
  });
  return [];
}
