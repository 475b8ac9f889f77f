import * as z from "zod/mini";
import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import type { UploadProgress } from "../client/upload-progress-fetch";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import type { Paged, PageParams } from "../schemas/common";
import {
  type DocumentFailureCode,
  type DocumentKnowledgeBase,
  type DocumentKnowledgeUpdate,
  type DocumentLimit,
  documentFailureCodeSchema,
  documentKnowledgeSchema,
  documentLimitSchema,
} from "../schemas/knowledge";
import { recoverWith } from "./failure-policies";

export interface DocumentListParams extends PageParams {
  /** Keeps the knowledge bases of this account. */
  account?: number;
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

const frenchNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const NBSP = "\u00a0";

function frenchMegabytes(bytes: number): string {
  return `${frenchNumber.format(bytes / (1024 * 1024))}${NBSP}Mo`;
}

/** Why a document was refused, in French, naming the limit it went past (see DocumentLimit). */
export function documentLimitFailure({ kind, value }: DocumentLimit): string {
  const count = frenchNumber.format(value);
  switch (kind) {
    case "read_time":
      return `Document trop long à lire (plus de ${count}${NBSP}s).`;
    case "memory":
      return `Document trop volumineux à lire (plus de ${frenchMegabytes(value)} de mémoire).`;
    case "expanded_size":
      return `Document trop volumineux une fois décompressé (plus de ${frenchMegabytes(value)}).`;
    case "page_text":
      return `Document trop volumineux${NBSP}: une page contient plus de ${count} caractères.`;
    case "pages":
      return `Document trop long (plus de ${count} pages).`;
    case "nesting":
      return `Document illisible${NBSP}: éléments imbriqués sur plus de ${count} niveaux.`;
  }
}

/** Why a document cannot be read, in French: by the limit it went past when one refused it. */
export function documentFailure(code: DocumentFailureCode, limit?: DocumentLimit): string {
  return limit ? documentLimitFailure(limit) : DOCUMENT_FAILURES[code];
}

export async function listDocumentKnowledgeBases(
  client: ApiClient,
  params: DocumentListParams = {},
): Promise<Paged<DocumentKnowledgeBase>> {
  const raw = await client.request(ROUTES.listDocumentKnowledgeBases, {
    searchParams: { ...params },
  });
  return readPage(documentKnowledgeSchema, raw, client.logger, "document list");
}

export async function getDocumentKnowledgeBase(
  client: ApiClient,
  id: number,
): Promise<DocumentKnowledgeBase> {
  const raw = await client.request(ROUTES.getDocumentKnowledgeBase, { params: { id } });
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
  const raw = await client.request(ROUTES.uploadDocument, {
    body,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });
  return parseResponse(documentKnowledgeSchema, raw, client.logger, "document");
}

export interface DocumentReplacement {
  id: number;
  document: File;
  /** Told how many bytes have been sent; the upload then needs a browser (XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Replaces the file of a document knowledge base (multipart field `document`), which is read
 * again by a task; the limits and refusals are those of `uploadDocument`, and a refused file
 * leaves the document as it was.
 */
export async function replaceDocumentFile(
  client: ApiClient,
  { id, document, onProgress }: DocumentReplacement,
): Promise<DocumentKnowledgeBase> {
  const body = new FormData();
  body.append("document", document);
  const raw = await client.request(ROUTES.replaceDocumentFile, {
    params: { id },
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

/** The limit of the server's reader a refused document went past, when its answer names one. */
export function documentRefusalLimit(error: unknown): DocumentLimit | undefined {
  if (documentRefusalCode(error) === undefined) return undefined;
  const body = (error as ApiError).body;
  const limit = z.safeParse(
    documentLimitSchema,
    typeof body === "object" && body !== null ? (body as { limit?: unknown }).limit : undefined,
  );
  return limit.success ? limit.data : undefined;
}

export async function updateDocumentKnowledgeBase(
  client: ApiClient,
  id: number,
  changes: DocumentKnowledgeUpdate,
): Promise<DocumentKnowledgeBase> {
  const raw = await client.request(ROUTES.updateDocumentKnowledgeBase, {
    params: { id },
    json: changes,
  });
  return parseResponse(documentKnowledgeSchema, raw, client.logger, "document");
}

/** Deletes several documents in one call. */
export async function deleteDocumentKnowledgeBases(
  client: ApiClient,
  ids: readonly number[],
): Promise<void> {
  await client.request(ROUTES.deleteDocumentKnowledgeBases, {
    json: { ids },
  });
}
