import type { KnowledgeEmbedding, TextKnowledgeCreate, TextKnowledgeUpdate } from "@org/api-client";
import { DocumentError, embeddedChunkCounts, parseDocument } from "@org/knowledge";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import type { Page, PageRequest } from "../../http/pagination";
import { messages } from "../../http/validation";
import { isHttpUrl } from "../../urls";
import { effectiveEmbeddingModel } from "../accounts/service";
import { type Actor, accountScope, canSeeAccount } from "../permissions/actor";
import { likePattern, type Ordering, orderBy } from "../sql";
import { enqueueIngestion } from "../tasks/tasks-service";
import { DocumentRefusedError } from "./document-refused-error";

/*
 * Knowledge bases of the three kinds (one table, one id space): text and URL kinds are served
 * together, documents apart. Any change of content queues an ingestion task; the knowledge
 * engine does the reading and indexing there.
 */

export const KNOWLEDGE_ORDERING_FIELDS = ["id", "name", "created_at", "updated_at"] as const;

export interface KnowledgeFilters {
  type?: "text" | "url";
  isActive?: boolean;
  search?: string;
  ordering?: Ordering<(typeof KNOWLEDGE_ORDERING_FIELDS)[number]>;
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
  last_ingested_at: Date | null;
  /** Whether its chunks have vectors from the model that applies to its account. */
  embedding: KnowledgeEmbedding;
  created_at: Date;
  updated_at: Date;
}

export interface DocumentKnowledgeView {
  id: number;
  account: number;
  name: string;
  /** Where the stored file is downloaded from. */
  url: string;
  file_name: string;
  size: number;
  content_type: string;
  is_active: boolean;
  chunk_count: number;
  last_ingested_at: Date | null;
  embedding: KnowledgeEmbedding;
  created_at: Date;
  updated_at: Date;
}

export interface UrlKnowledgeInput {
  name: string;
  url: string;
  depth: number;
  max_crawls: number;
  ignore_patterns: string[];
  is_active?: boolean;
  account?: number;
}

export interface DocumentUpload {
  name: string;
  account?: number;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** What the embedding status of a knowledge base is made from, read with its other columns. */
const EMBEDDING_COLUMNS = `k.embedding_error,
  (SELECT a.embedding_model FROM accounts a WHERE a.id = k.account_id) AS account_embedding_model`;

const TEXT_COLUMNS = `k.id, k.account_id AS account, k.name, k.type, k.value, k.url,
  k.crawl_depth AS depth, k.crawl_max_pages AS max_crawls, k.crawl_ignore_patterns AS ignore_patterns,
  k.is_active, k.chunk_count, k.last_ingested_at, k.created_at, k.updated_at, ${EMBEDDING_COLUMNS}`;

const DOCUMENT_COLUMNS = `k.id, k.account_id AS account, k.name, k.file_name, k.size, k.content_type,
  k.is_active, k.chunk_count, k.last_ingested_at, k.created_at, k.updated_at, ${EMBEDDING_COLUMNS}`;

interface EmbeddingColumns {
  embedding_error: string | null;
  account_embedding_model: string | null;
}

type TextRow = Omit<TextKnowledgeView, "embedding"> & EmbeddingColumns;
type DocumentRow = Omit<DocumentKnowledgeView, "url" | "embedding"> & EmbeddingColumns;
export type DocumentKnowledgeRow = Omit<DocumentKnowledgeView, "url">;

/** The server settings the answers about knowledge bases depend on. */
export type KnowledgeConfig = Pick<Config, "openai">;

/**
 * The rows with their embedding status: the model that applies to their account (its own, else
 * the server's), how many of their chunks have a vector from it, and why the last embedding
 * stopped short. Without pgvector nothing is embedded.
 */
async function withEmbedding<Row extends EmbeddingColumns & { id: number; chunk_count: number }>(
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

async function oneWithEmbedding<Row extends EmbeddingColumns & { id: number; chunk_count: number }>(
  db: Db,
  config: KnowledgeConfig,
  row: Row,
) {
  const [view] = await withEmbedding(db, config, [row]);
  return view as Omit<Row, keyof EmbeddingColumns> & { embedding: KnowledgeEmbedding };
}

/** Download address of a stored document, below the API's own address. */
export function documentFileUrl(apiOrigin: string, id: number): string {
  return `${apiOrigin}/api/document_knowledge_bases/${id}/file/`;
}

async function listKnowledge<Row>(
  db: Db,
  actor: Actor,
  columns: string,
  types: readonly string[],
  filters: KnowledgeFilters,
  page: PageRequest,
): Promise<Page<Row>> {
  const params: unknown[] = [types];
  const where = ["k.type = ANY($1::text[])", accountScope(actor, "k.account_id", params)];
  if (filters.isActive !== undefined) {
    params.push(filters.isActive);
    where.push(`k.is_active = $${params.length}`);
  }
  if (filters.search) {
    params.push(likePattern(filters.search));
    where.push(`(k.name ILIKE $${params.length} OR k.url ILIKE $${params.length})`);
  }
  const condition = where.join(" AND ");
  const count = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM knowledge_bases k WHERE ${condition}`,
    params,
  );
  const { rows } = await db.query<Row>(
    `SELECT ${columns} FROM knowledge_bases k WHERE ${condition}
     ORDER BY ${orderBy(filters.ordering, { id: "k.id", name: "k.name" }, "k.id")}
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

async function findKnowledge<Row>(
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

export async function listTextKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  filters: KnowledgeFilters,
  page: PageRequest,
): Promise<Page<TextKnowledgeView>> {
  const types = filters.type ? [filters.type] : ["text", "url"];
  const found = await listKnowledge<TextRow>(db, actor, TEXT_COLUMNS, types, filters, page);
  return { count: found.count, rows: await withEmbedding(db, config, found.rows) };
}

function findTextKnowledge(db: Db, actor: Actor, id: number): Promise<TextRow> {
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
    await enqueueIngestion(tx, "text_ingest", knowledgeBaseId);
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
): Promise<TextKnowledgeView> {
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
      await enqueueIngestion(tx, "text_ingest", id);
    }
  });
  return getTextKnowledge(db, config, actor, id);
}

export async function deleteTextKnowledge(db: Db, actor: Actor, id: number): Promise<void> {
  await findTextKnowledge(db, actor, id);
  await db.query("DELETE FROM knowledge_bases WHERE id = $1", [id]);
}

export async function createUrlKnowledge(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  input: UrlKnowledgeInput,
): Promise<TextKnowledgeView & { task: number }> {
  const url = input.url.trim();
  if (!isHttpUrl(url)) throw new ValidationError({ url: [messages.invalidUrl] });
  const accountId = await resolveAccount(db, actor, input.account);
  const { id, task } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO knowledge_bases (account_id, type, name, url, is_active, crawl_depth,
                                    crawl_max_pages, crawl_ignore_patterns)
       VALUES ($1, 'url', $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
      [
        accountId,
        input.name,
        url,
        input.is_active ?? true,
        input.depth,
        input.max_crawls,
        JSON.stringify(input.ignore_patterns),
      ],
    );
    const knowledgeBaseId = (rows[0] as { id: number }).id;
    return { id: knowledgeBaseId, task: await enqueueIngestion(tx, "url_ingest", knowledgeBaseId) };
  });
  return { ...(await getTextKnowledge(db, config, actor, id)), task };
}

/** Crawls a URL knowledge base again (or answers the task already queued to). */
export async function reingestUrlKnowledge(db: Db, actor: Actor, id: number): Promise<number> {
  const base = await findTextKnowledge(db, actor, id);
  if (base.type !== "url") throw new NotFoundError();
  return db.transaction((tx) => enqueueIngestion(tx, "url_ingest", id));
}

export async function listDocuments(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  filters: KnowledgeFilters,
  page: PageRequest,
): Promise<Page<DocumentKnowledgeRow>> {
  const found = await listKnowledge<DocumentRow>(
    db,
    actor,
    DOCUMENT_COLUMNS,
    ["document"],
    filters,
    page,
  );
  return { count: found.count, rows: await withEmbedding(db, config, found.rows) };
}

function findDocument(db: Db, actor: Actor, id: number): Promise<DocumentRow> {
  return findKnowledge(db, actor, DOCUMENT_COLUMNS, ["document"], id);
}

export async function getDocument(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
): Promise<DocumentKnowledgeRow> {
  return oneWithEmbedding(db, config, await findDocument(db, actor, id));
}

export async function createDocument(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  upload: DocumentUpload,
): Promise<DocumentKnowledgeRow> {
  if (upload.content.length === 0) {
    throw new DocumentRefusedError("empty", "The submitted file is empty.");
  }
  await refuseUnreadable(upload.content);
  const accountId = await resolveAccount(db, actor, upload.account);
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO knowledge_bases (account_id, type, name, file_name, size, content_type)
       VALUES ($1, 'document', $2, $3, $4, $5) RETURNING id`,
      [accountId, upload.name, upload.fileName, upload.content.length, upload.contentType],
    );
    const knowledgeBaseId = (rows[0] as { id: number }).id;
    await tx.query("INSERT INTO knowledge_documents (knowledge_base_id, content) VALUES ($1, $2)", [
      knowledgeBaseId,
      upload.content,
    ]);
    await enqueueIngestion(tx, "document_ingest", knowledgeBaseId);
    return knowledgeBaseId;
  });
  return getDocument(db, config, actor, id);
}

/**
 * Reads the document once at upload, whatever its name claims, so that a file the ingestion
 * could not read is refused with the reason instead of being stored; the task reads it again from
 * the stored bytes.
 */
async function refuseUnreadable(content: Uint8Array): Promise<void> {
  try {
    await parseDocument(content, { maxBytes: content.length });
  } catch (error) {
    if (error instanceof DocumentError) throw new DocumentRefusedError(error.code, error.message);
    throw error;
  }
}

export async function updateDocument(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
  input: { name?: string; is_active?: boolean },
): Promise<DocumentKnowledgeRow> {
  await findDocument(db, actor, id);
  const params: unknown[] = [id];
  const sets = ["updated_at = now()"];
  for (const [column, value] of [
    ["name", input.name],
    ["is_active", input.is_active],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  await db.query(`UPDATE knowledge_bases SET ${sets.join(", ")} WHERE id = $1`, params);
  return getDocument(db, config, actor, id);
}

/** Deletes every listed document, or none when one of them is not the actor's to delete. */
export async function deleteDocuments(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  const params: unknown[] = [ids];
  const { rows } = await db.query<{ id: number }>(
    `SELECT k.id FROM knowledge_bases k
     WHERE k.id = ANY($1::int[]) AND k.type = 'document' AND ${accountScope(actor, "k.account_id", params)}`,
    params,
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ValidationError({ ids: [messages.invalidPk(missing)] });
  await db.query("DELETE FROM knowledge_bases WHERE id = ANY($1::int[])", [ids]);
}

export async function readDocumentFile(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ fileName: string; content: Uint8Array }> {
  const document = await findDocument(db, actor, id);
  const { rows } = await db.query<{ content: Uint8Array }>(
    "SELECT content FROM knowledge_documents WHERE knowledge_base_id = $1",
    [id],
  );
  const stored = rows[0];
  if (!stored) throw new NotFoundError();
  return { fileName: document.file_name, content: stored.content };
}

/**
 * The account a new knowledge base goes to: the one named (if the actor may use it), else the
 * actor's only account; someone with several must say which.
 */
async function resolveAccount(
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
