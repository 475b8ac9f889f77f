import { type KnowledgeEmbedding, routePath } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import { checkDocument, DocumentError } from "@org/knowledge";
import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import type { Page, PageRequest } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { botsAnsweringFrom } from "../bots-answering-from";
import { enqueueIngestion } from "../tasks/tasks-service";
import { DocumentRefusedError } from "./document-refused-error";
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

// Knowledge bases of the document kind: an uploaded file, stored, then read by a task.

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

export interface DocumentUpload {
  name: string;
  account?: number;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

const DOCUMENT_COLUMNS = `k.id, k.account_id AS account, k.name, k.file_name, k.size, k.content_type,
  k.is_active, k.chunk_count, k.last_ingested_at, k.created_at, k.updated_at, ${EMBEDDING_COLUMNS}`;

type DocumentRow = Omit<DocumentKnowledgeView, "url" | "embedding"> & EmbeddingColumns;
export type DocumentKnowledgeRow = Omit<DocumentKnowledgeView, "url">;

/** Download address of a stored document, below the API's public address. */
export function documentFileUrl(apiUrl: string, id: number): string {
  return `${apiUrl}${routePath(ROUTES.getDocumentFile, { id })}`;
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
  await refuseUnreadableUpload(upload.content);
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
    await enqueueIngestion(tx, "document_ingest", knowledgeBaseId, "created");
    return knowledgeBaseId;
  });
  return getDocument(db, config, actor, id);
}

/** A new file for an existing document: same checks as an upload. */
export type DocumentFile = Omit<DocumentUpload, "name" | "account">;

/**
 * Replaces the file of a document knowledge base and queues its reading, which keeps the chunks
 * whose text did not change (with their vectors). A file that cannot be read is refused before
 * anything is written: the document keeps its file and its content.
 */
export async function replaceDocumentFile(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
  file: DocumentFile,
): Promise<DocumentKnowledgeRow> {
  await findDocument(db, actor, id);
  await refuseUnreadableUpload(file.content);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE knowledge_bases SET file_name = $2, size = $3, content_type = $4, updated_at = now()
       WHERE id = $1`,
      [id, file.fileName, file.content.length, file.contentType],
    );
    await tx.query("UPDATE knowledge_documents SET content = $2 WHERE knowledge_base_id = $1", [
      id,
      file.content,
    ]);
    await enqueueIngestion(tx, "document_ingest", id, "content");
  });
  return getDocument(db, config, actor, id);
}

/**
 * Reads the document once at upload or replacement, whatever its name claims, so that a file
 * the ingestion could not read is refused with the reason (and the limit it went past) instead of
 * being stored; the task reads it again from the stored bytes. The body limit has bounded its
 * size already.
 */
async function refuseUnreadableUpload(content: Uint8Array): Promise<void> {
  if (content.length === 0) {
    throw new DocumentRefusedError("empty", messages.emptyFile);
  }
  try {
    await checkDocument(content, { maxBytes: content.length });
  } catch (error) {
    if (error instanceof DocumentError) {
      throw new DocumentRefusedError(error.code, error.message, error.limit);
    }
    throw error;
  }
}

export async function updateDocument(
  db: Db,
  config: KnowledgeConfig,
  actor: Actor,
  id: number,
  input: { name?: string; is_active?: boolean },
): Promise<KnowledgeChange<DocumentKnowledgeRow>> {
  const current = await findDocument(db, actor, id);
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
  const switched = input.is_active !== undefined && input.is_active !== current.is_active;
  return {
    knowledgeBase: await getDocument(db, config, actor, id),
    botsChanged: switched ? await botsAnsweringFrom(db, [id]) : [],
  };
}

/**
 * Deletes every listed document, or none when one of them is not the actor's to delete; answers
 * the bots that answered from those of them that were on.
 */
export async function deleteDocuments(
  db: Db,
  actor: Actor,
  ids: readonly number[],
): Promise<number[]> {
  const params: unknown[] = [ids];
  const { rows } = await db.query<{ id: number }>(
    `SELECT k.id FROM knowledge_bases k
     WHERE k.id = ANY($1::int[]) AND k.type = 'document' AND ${accountScope(actor, "k.account_id", params)}`,
    params,
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ValidationError({ ids: [messages.invalidPk(missing)] });
  const bots = await botsAnsweringFrom(db, ids, { activeOnly: true });
  await db.query("DELETE FROM knowledge_bases WHERE id = ANY($1::int[])", [ids]);
  return bots;
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
