import type { KnowledgeEmbedding } from "@org/api-client";
import { embeddedChunkCounts } from "@org/knowledge";
import { type Actor, accountScope, canSeeAccount } from "../../actor";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { effectiveEmbeddingModel } from "../provider-settings/embedding-settings";
import { likePattern, type Ordering, orderBy } from "../sql";

/*
 * What the three kinds of knowledge base share (one table, one id space): reading them within the
 * actor's accounts, their embedding status, the account a new one goes to. Text and URL kinds are
 * served together (text-knowledge.ts, url-knowledge.ts), documents apart (document-knowledge.ts);
 * any change of content queues an ingestion task, where the knowledge engine reads and indexes.
 */

/** A knowledge base as changed, and the bots whose answers the change changes. */
export interface KnowledgeChange<T> {
  knowledgeBase: T;
  botsChanged: number[];
}

export const KNOWLEDGE_ORDERING_FIELDS = ["id", "name", "created_at", "updated_at"] as const;

export interface KnowledgeFilters {
  /** Keeps the knowledge bases of this account (one of the actor's). */
  account?: number;
  isActive?: boolean;
  search?: string;
  ordering?: Ordering<(typeof KNOWLEDGE_ORDERING_FIELDS)[number]>;
}

/** What the embedding status of a knowledge base is made from, read with its other columns. */
export const EMBEDDING_COLUMNS = `k.embedding_error,
  (SELECT a.embedding_model FROM accounts a WHERE a.id = k.account_id) AS account_embedding_model`;

export interface EmbeddingColumns {
  embedding_error: string | null;
  account_embedding_model: string | null;
}

/** The server settings the answers about knowledge bases depend on. */
export type KnowledgeConfig = Pick<Config, "openai">;

/**
 * The rows with their embedding status: the model that applies to their account (its own, else
 * the server's), how many of their chunks have a vector from it, and why the last embedding
 * stopped short. Without pgvector nothing is embedded.
 */
export async function withEmbedding<
  Row extends EmbeddingColumns & { id: number; chunk_count: number },
>(
  db: Db,
  config: KnowledgeConfig,
  rows: readonly Row[],
): Promise<(Omit<Row, keyof EmbeddingColumns> & { embedding: KnowledgeEmbedding })[]> {
  const models = rows.map((row) => effectiveEmbeddingModel(config, row.account_embedding_model));
  const counted = rows.flatMap((row, index) => {
    const model = models[index];
    return model ? [{ knowledgeBaseId: row.id, model }] : [];
  });
  const counts = counted.length > 0 ? await embeddedChunkCounts(db, counted) : undefined;
  return rows.map((row, index) => {
    const { embedding_error, account_embedding_model: _accountModel, ...rest } = row;
    const model = models[index] ?? null;
    return {
      ...rest,
      embedding: {
        model,
        embedded_chunks: model ? (counts?.get(row.id) ?? 0) : 0,
        total_chunks: row.chunk_count,
        error: model ? embedding_error : null,
      },
    };
  });
}

export async function oneWithEmbedding<
  Row extends EmbeddingColumns & { id: number; chunk_count: number },
>(db: Db, config: KnowledgeConfig, row: Row) {
  const [view] = await withEmbedding(db, config, [row]);
  return view as Omit<Row, keyof EmbeddingColumns> & { embedding: KnowledgeEmbedding };
}

export async function listKnowledge<Row>(
  db: Db,
  actor: Actor,
  columns: string,
  types: readonly string[],
  filters: KnowledgeFilters,
  page: PageRequest,
): Promise<Page<Row>> {
  const params: unknown[] = [types];
  const where = ["k.type = ANY($1::text[])", accountScope(actor, "k.account_id", params)];
  if (filters.account !== undefined) {
    params.push(filters.account);
    where.push(`k.account_id = $${params.length}`);
  }
  if (filters.isActive !== undefined) {
    params.push(filters.isActive);
    where.push(`k.is_active = $${params.length}`);
  }
  if (filters.search) {
    params.push(likePattern(filters.search));
    where.push(`(k.name ILIKE $${params.length} OR k.url ILIKE $${params.length})`);
  }
  return selectPage<Row>(
    db,
    {
      columns,
      from: "knowledge_bases k",
      where: where.join(" AND "),
      orderBy: orderBy(filters.ordering, { id: "k.id", name: "k.name" }, "k.id"),
      params,
    },
    page,
  );
}

export async function findKnowledge<Row>(
  db: Db,
  actor: Actor,
  columns: string,
  types: readonly string[],
  id: number,
): Promise<Row> {
  const params: unknown[] = [id, types];
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM knowledge_bases k
     WHERE k.id = $1 AND k.type = ANY($2::text[]) AND ${accountScope(actor, "k.account_id", params)}`,
    params,
  );
  const row = rows[0];
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The account a new knowledge base goes to: the one named (if the actor may use it), else the
 * actor's only account; someone with several must say which.
 */
export async function resolveAccount(
  db: Db,
  actor: Actor,
  requested: number | undefined,
): Promise<number> {
  if (requested !== undefined) {
    const { rows } = await db.query("SELECT 1 FROM accounts WHERE id = $1", [requested]);
    if (rows.length === 0 || !canSeeAccount(actor, requested)) {
      throw new ValidationError({ account: [messages.invalidPk(requested)] });
    }
    return requested;
  }
  const candidates = actor.isStaff
    ? (await db.query<{ id: number }>("SELECT id FROM accounts ORDER BY id LIMIT 2")).rows.map(
        (row) => row.id,
      )
    : actor.accountIds;
  if (candidates.length !== 1) throw new ValidationError({ account: [messages.required] });
  return candidates[0] as number;
}
