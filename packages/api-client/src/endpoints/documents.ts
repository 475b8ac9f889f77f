import * as z from "zod/mini";
import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import type { UploadProgress } from "../client/upload-progress-fetch";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import type { Paged, PageParams } from "../schemas/common";
import {
  type DocumentFailureCode,
  type DocumentKnowledgeBase,
  type DocumentKnowledgeUpdate,
  documentFailureCodeSchema,
  documentKnowledgeSchema,
} from "../schemas/knowledge";
import { recoverWith } from "./failure-policies";

export interface DocumentListParams extends PageParams {
  search?: string;
  /** A field name, `-` first for descending, e.g. `-updated_at`. */
  ordering?: string;
}

export interface DocumentUpload {
  name: string;
  document: File;
  /** The owning account; may be left out by a user who belongs to a single account. */
  account?: number;
  /** Told how many bytes have been sent; the upload then needs a browser (XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Why a document cannot be read, in French: under its refused upload in the back-office, and in
 * the errors of its ingestion task.
 */
export const DOCUMENT_FAILURES: Record<DocumentFailureCode, string> = {
  unsupported_type:
    "Type de document non pris en charge : envoyez un PDF, un document Word (DOCX), du Markdown, du texte ou une page HTML.",
  unreadable: "Document illisible : le fichier est endommagé ou protégé par un mot de passe.",
  too_large: "Document trop volumineux pour être lu.",
  empty: "Le document ne contient aucun texte (document vide ou page numérisée en image).",
};

export async function listDocumentKnowledgeBases(
  client: ApiClient,
  params: DocumentListParams = {},
): Promise<Paged<DocumentKnowledgeBase>> {
  const raw = await client.request("/api/document_knowledge_bases/", {
    searchParams: { ...params },
  });
  return readPage(documentKnowledgeSchema, raw, client.logger, "document list");
}

export async function getDocumentKnowledgeBase(
  client: ApiClient,
  id: number,
): Promise<DocumentKnowledgeBase> {
  const raw = await client.request(`/api/document_knowledge_bases/${id}/`);
  return parseResponse(documentKnowledgeSchema, raw, client.logger, "document");
}

/**
 * The documents a bot answers from, in the order of `ids`. A document that fails to load is
 * logged and its entry is null, so the others still show.
 */
export function getBotDocuments(
  client: ApiClient,
  ids: readonly number[],
): Promise<(DocumentKnowledgeBase | null)[]> {
  return Promise.all(
    ids.map((id) =>
      recoverWith(client.logger, `Loading document ${id} of the bot failed`, null, () =>
        getDocumentKnowledgeBase(client, id),
      ),
    ),
  );
}

/**
 * Uploads a document as multipart form data (fields `name`, `document` and, when given,
 * `account`). A file the server cannot read is refused with a field error on `document` and the
 * reason's `code` (see `documentRefusalCode`).
 */
export async function uploadDocument(
  client: ApiClient,
  { name, document, account, onProgress }: DocumentUpload,
): Promise<DocumentKnowledgeBase> {
  const body = new FormData();
  body.append("name", name);
  body.append("document", document);
  if (account !== undefined) body.append("account", String(account));
  const raw = await client.request("/api/document_knowledge_bases/", {
    method: "POST",
    body,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });
  return parseResponse(documentKnowledgeSchema, raw, client.logger, "document");
}

/**
 * Why the server refused a document, when its answer names the reason with a `code` (a file it
 * cannot read, or one over its size limit). Undefined for any other failure.
 */
export function documentRefusalCode(error: unknown): DocumentFailureCode | undefined {
  if (!(error instanceof ApiError) || error.kind !== "response") return undefined;
  const code = z.safeParse(documentFailureCodeSchema, error.code);
  return code.success ? code.data : undefined;
}

export async function updateDocumentKnowledgeBase(
  client: ApiClient,
  id: number,
  changes: DocumentKnowledgeUpdate,
): Promise<DocumentKnowledgeBase> {
  const raw = await client.request(`/api/document_knowledge_bases/${id}/`, {
    method: "PATCH",
    json: changes,
  });
  return parseResponse(documentKnowledgeSchema, raw, client.logger, "document");
}

/** Deletes several documents in one call. */
export async function deleteDocumentKnowledgeBases(
  client: ApiClient,
  ids: readonly number[],
): Promise<void> {
  await client.request("/api/document_knowledge_bases/delete_multi", {
    method: "POST",
    json: { ids },
  });
}
