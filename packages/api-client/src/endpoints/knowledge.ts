import type { ApiClient } from "../client/create-api-client";
import { JSON_FORMAT } from "../constants";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import type { Paged, PageParams } from "../schemas/common";
import {
  type CrawlOptions,
  type CrawlResult,
  crawlResultSchema,
  ingestionStartedSchema,
  type KnowledgeBase,
  type SyncSchedule,
  type TextKnowledgeCreate,
  type TextKnowledgeUpdate,
  textKnowledgeSchema,
  type UrlKnowledgeCreate,
} from "../schemas/knowledge";

export interface TextKnowledgeListParams extends PageParams {
  /** Keeps the knowledge bases of this account. */
  account?: number;
  type?: "text" | "url";
  is_active?: boolean;
  search?: string;
  /** A field name, `-` first for descending, e.g. `-updated_at`. */
  ordering?: string;
}

/** A URL knowledge base just created, with the task that ingests its pages. */
export interface UrlKnowledgeCreated {
  knowledgeBase: KnowledgeBase;
  taskId: number;
}

/** Text and URL knowledge bases (both kinds live on the text endpoint; `type` narrows). */
export async function listTextKnowledgeBases(
  client: ApiClient,
  params: TextKnowledgeListParams = {},
): Promise<Paged<KnowledgeBase>> {
  const raw = await client.request(ROUTES.listTextKnowledgeBases, {
    searchParams: { format: JSON_FORMAT, ...params },
  });
  return readPage(textKnowledgeSchema, raw, client.logger, "knowledge base list");
}

/** URL knowledge bases: the text endpoint, narrowed to the URL kind. */
export function listUrlKnowledgeBases(
  client: ApiClient,
  params: Omit<TextKnowledgeListParams, "type"> = {},
): Promise<Paged<KnowledgeBase>> {
  return listTextKnowledgeBases(client, { ...params, type: "url" });
}

export async function getTextKnowledgeBase(client: ApiClient, id: number): Promise<KnowledgeBase> {
  const raw = await client.request(ROUTES.getTextKnowledgeBase, { params: { id } });
  return parseResponse(textKnowledgeSchema, raw, client.logger, "knowledge base");
}

export async function createTextKnowledgeBase(
  client: ApiClient,
  payload: TextKnowledgeCreate,
): Promise<KnowledgeBase> {
  const raw = await client.request(ROUTES.createTextKnowledgeBase, { json: payload });
  return parseResponse(textKnowledgeSchema, raw, client.logger, "knowledge base");
}

export async function updateTextKnowledgeBase(
  client: ApiClient,
  id: number,
  changes: TextKnowledgeUpdate,
): Promise<KnowledgeBase> {
  const raw = await client.request(ROUTES.updateTextKnowledgeBase, {
    params: { id },
    json: changes,
  });
  return parseResponse(textKnowledgeSchema, raw, client.logger, "knowledge base");
}

/** Deletes a text or URL knowledge base. */
export async function deleteTextKnowledgeBase(client: ApiClient, id: number): Promise<void> {
  await client.request(ROUTES.deleteTextKnowledgeBase, { params: { id } });
}

/** Lists the addresses a crawl from `options.url` would visit (the url is trimmed first). */
export async function crawlSubUrls(client: ApiClient, options: CrawlOptions): Promise<CrawlResult> {
  const raw = await client.request(ROUTES.crawlSubUrls, {
    json: { ...options, url: options.url.trim() },
  });
  return parseResponse(crawlResultSchema, raw, client.logger, "crawl result");
}

/** Creates a URL knowledge base (the url is trimmed first) and starts ingesting its pages. */
export async function createUrlKnowledgeBase(
  client: ApiClient,
  payload: UrlKnowledgeCreate,
): Promise<UrlKnowledgeCreated> {
  const raw = await client.request(ROUTES.createUrlKnowledgeBase, {
    json: { ...payload, url: payload.url.trim() },
  });
  return {
    knowledgeBase: parseResponse(textKnowledgeSchema, raw, client.logger, "knowledge base"),
    taskId: parseResponse(ingestionStartedSchema, raw, client.logger, "ingestion task").task,
  };
}

/** Sets when a URL knowledge base's site is crawled again by itself; answers the base. */
export async function setSyncSchedule(
  client: ApiClient,
  id: number,
  schedule: SyncSchedule,
): Promise<KnowledgeBase> {
  const raw = await client.request(ROUTES.setSyncSchedule, {
    params: { id },
    json: schedule,
  });
  return parseResponse(textKnowledgeSchema, raw, client.logger, "knowledge base");
}

/** Crawls a URL knowledge base again; resolves to the id of the task doing it. */
export async function ingestUrlKnowledgeBase(client: ApiClient, id: number): Promise<number> {
  const raw = await client.request(ROUTES.ingestUrlKnowledgeBase, { params: { id } });
  return parseResponse(ingestionStartedSchema, raw, client.logger, "ingestion task").task;
}
