import type {
  KnowledgeEmbedding,
  SyncScheduleApi,
  TextKnowledgeCreate,
  TextKnowledgeUpdate,
} from "@org/api-client";
import type { Actor } from "../../actor";
import type { Db } from "../../db/types";
import { ValidationError } from "../../errors";
import type { Page, PageRequest } from "../../lib/pages";
import { botsAnsweringFrom } from "../bots-answering-from";
import { enqueueIngestion } from "../tasks/tasks-service";
import {
  EMBEDDING_COLUMNS,
  type EmbeddingColumns,
  findKnowledge,
  type KnowledgeChange,
  type KnowledgeConfig,
  type KnowledgeFilters,
  listKnowledge,
  oneWithEmbedding,
  resolveAccount,
  withEmbedding,
} from "./knowledge-bases";

// Knowledge bases of the text kind, listed and read together with those of the URL kind.

export interface TextKnowledgeFilters extends KnowledgeFilters {
  type?: "text" | "url";
}

export interface TextKnowledgeView {
  id: number;
  account: number;
  name: string;
  type: "text" | "url";
  value: string | null;
  url: string | null;
  depth: number | null;
  max_crawls: number | null;
  ignore_patterns: string[];
  is_active: boolean;
  chunk_count: number;
  /** URL kind: the pages its last crawl found but left unread at its page limit. */
  pages_beyond_limit: number;
  last_ingested_at: Date | null;
  /** Whether its chunks have vectors from the model that applies to its account. */
  embedding: KnowledgeEmbedding;
  /** URL kind: when its site is crawled again by itself. */
  sync: SyncScheduleApi | null;
  created_at: Date;
  updated_at: Date;
}

const TEXT_COLUMNS = `k.id, k.account_id AS account, k.name, k.type, k.value, k.url,
  k.crawl_depth AS depth, k.crawl_max_pages AS max_crawls, k.crawl_ignore_patterns AS ignore_patterns,
  k.is_active, k.chunk_count, k.pages_beyond_limit, k.last_ingested_at, k.created_at, k.updated_at,
  CASE WHEN k.type = 'url' THEN json_build_object('frequency', k.sync_frequency, 'hour', k.sync_hour,
    'weekday', k.sync_weekday, 'next_sync_at', k.next_sync_at,
    'time_zone', (SELECT a.time_zone FROM accounts a WHERE a.id = k.account_id)) END AS sync,
  ${EMBEDDING_COLUMNS}`;

type TextRow = Omit<TextKnowledgeView, "embedding"> & EmbeddingColumns;

export async function listTextKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  filters: TextKnowledgeFilters,
  page: PageRequest,
): Promise<Page<TextKnowledgeView>> {
  const types = filters.type ? [filters.type] : ["text", "url"];
  const found = await listKnowledge<TextRow>(db, actor, TEXT_COLUMNS, types, filters, page);
  return { count: found.count, rows: await withEmbedding(db, config, found.rows) };
}

export function findTextKnowledge(db: Db, actor: Actor, id: number): Promise<TextRow> {
  return findKnowledge(db, actor, TEXT_COLUMNS, ["text", "url"], id);
}

export async function getTextKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
): Promise<TextKnowledgeView> {
  return oneWithEmbedding(db, config, await findTextKnowledge(db, actor, id));
}

export async function createTextKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  input: TextKnowledgeCreate,
): Promise<TextKnowledgeView> {
  const accountId = await resolveAccount(db, actor, input.account);
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO knowledge_bases (account_id, type, name, value, is_active)
       VALUES ($1, 'text', $2, $3, $4) RETURNING id`,
      [accountId, input.name, input.value, input.is_active ?? true],
    );
    const knowledgeBaseId = (rows[0] as { id: number }).id;
    await enqueueIngestion(tx, "text_ingest", knowledgeBaseId, "created");
    return knowledgeBaseId;
  });
  return getTextKnowledge(db, config, actor, id);
}

export async function updateTextKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
  input: TextKnowledgeUpdate,
): Promise<KnowledgeChange<TextKnowledgeView>> {
  const current = await findTextKnowledge(db, actor, id);
  if (input.value !== undefined && current.type === "url") {
    throw new ValidationError({
      value: ["A URL knowledge base reads its text from its pages; it has no text to change."],
    });
  }
  await db.transaction(async (tx) => {
    const params: unknown[] = [id];
    const sets = ["updated_at = now()"];
    for (const [column, value] of [
      ["name", input.name],
      ["value", input.value],
      ["is_active", input.is_active],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    await tx.query(`UPDATE knowledge_bases SET ${sets.join(", ")} WHERE id = $1`, params);
    if (input.value !== undefined && input.value !== current.value) {
      await enqueueIngestion(tx, "text_ingest", id, "content");
    }
  });
  // A new text changes the answers once it is ingested; turned on or off, at once.
  const switched = input.is_active !== undefined && input.is_active !== current.is_active;
  return {
    knowledgeBase: await getTextKnowledge(db, config, actor, id),
    botsChanged: switched ? await botsAnsweringFrom(db, [id]) : [],
  };
}

/** Deletes a text or URL knowledge base; answers the bots that answered from it while on. */
export async function deleteTextKnowledge(db: Db, actor: Actor, id: number): Promise<number[]> {
  await findTextKnowledge(db, actor, id);
  // One that was off changed no answer.
  const bots = await botsAnsweringFrom(db, [id], { activeOnly: true });
  await db.query("DELETE FROM knowledge_bases WHERE id = $1", [id]);
  return bots;
}
