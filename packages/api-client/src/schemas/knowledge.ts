import * as z from "zod/mini";
import { MAX_IGNORE_PATTERN_LENGTH, MAX_IGNORE_PATTERNS } from "../constants";

export const knowledgeTypeSchema = z.enum(["text", "url", "document"]);
export type KnowledgeType = z.infer<typeof knowledgeTypeSchema>;

/** The knowledge base a cited passage comes from, by the name it has now. */
export const citedKnowledgeBaseSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: knowledgeTypeSchema,
});
export type CitedKnowledgeBase = z.infer<typeof citedKnowledgeBaseSchema>;

/**
 * Whether the chunks of a knowledge base have vectors (semantic search) from the embedding model
 * that applies to its account: `model` null means no embeddings (words alone are searched);
 * `error` says, in French, why the last embedding left chunks without a vector.
 */
export const knowledgeEmbeddingSchema = z.object({
  model: z.nullable(z.string()),
  embedded_chunks: z.number(),
  total_chunks: z.number(),
  error: z._default(z.nullable(z.string()), null),
});
export type KnowledgeEmbedding = z.infer<typeof knowledgeEmbeddingSchema>;

/**
 * The pages of a site that a crawl found but left unread because it had read `max_crawls` pages:
 * distinct links of the same site, allowed by its robots.txt and the ignore patterns, within the
 * depth. 0 when the crawl read every page it found (and for what is not a crawl).
 */
const pagesBeyondLimitSchema = z._default(z.number().check(z.int(), z.minimum(0)), 0);

/** How often a URL knowledge base's site is crawled again by itself. */
export const syncFrequencySchema = z.enum(["off", "daily", "weekly"]);
export type SyncFrequency = z.infer<typeof syncFrequencySchema>;

/**
 * When a URL knowledge base's site is crawled again by itself: never, every day or every week, at
 * an hour of its account's time zone (and on a day of the week, 1 Monday to 7 Sunday, for a
 * weekly one).
 */
export const syncScheduleSchema = z.object({
  frequency: syncFrequencySchema,
  hour: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(23)), 3),
  weekday: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(7)), 1),
});
export type SyncSchedule = z.input<typeof syncScheduleSchema>;

/** A schedule as the API answers it: with when the next crawl is due, and in which time zone. */
export const syncScheduleApiSchema = z.extend(syncScheduleSchema, {
  /** Null when the schedule is off. */
  next_sync_at: z.nullable(z.string()),
  /** The account's time zone (an IANA name) the hour is read in. */
  time_zone: z.string(),
});
export type SyncScheduleApi = z.infer<typeof syncScheduleApiSchema>;

/**
 * A text or URL knowledge base as the API answers it. Both kinds share the text endpoint; the URL
 * kind carries its address in `url` and the readable text of its pages is kept as chunks.
 */
export const textKnowledgeApiSchema = z.object({
  id: z.number(),
  /** The owning account; a back end that does not say leaves it out. */
  account: z.optional(z.number()),
  name: z.string(),
  type: z._default(z.enum(["text", "url"]), "text"),
  value: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  /** URL kind: how many links deep its crawl follows; null for the text kind. */
  depth: z._default(z.nullable(z.number()), null),
  /** URL kind: how many pages its crawl reads at most; null for the text kind. */
  max_crawls: z._default(z.nullable(z.number()), null),
  /** URL kind: the addresses its crawl skips (wildcards); empty for the text kind. */
  ignore_patterns: z._default(z.array(z.string()), []),
  is_active: z.optional(z.boolean()),
  chunk_count: z._default(z.number(), 0),
  /** URL kind: the pages its last crawl that read any left unread at its page limit. */
  pages_beyond_limit: pagesBeyondLimitSchema,
  last_ingested_at: z._default(z.nullable(z.string()), null),
  embedding: z.optional(knowledgeEmbeddingSchema),
  /** URL kind: when its site is crawled again by itself; null for the text kind. */
  sync: z._default(z.nullable(syncScheduleApiSchema), null),
  created_at: z.optional(z.string()),
  updated_at: z.string(),
});
export type TextKnowledgeApi = z.infer<typeof textKnowledgeApiSchema>;

export const documentKnowledgeApiSchema = z.object({
  id: z.number(),
  /** The owning account; a back end that does not say leaves it out. */
  account: z.optional(z.number()),
  name: z.string(),
  url: z.string(),
  /** The name of the file as it was uploaded, which its download is saved under. */
  file_name: z._default(z.string(), ""),
  size: z.number(),
  content_type: z._default(z.string(), ""),
  is_active: z.optional(z.boolean()),
  chunk_count: z._default(z.number(), 0),
  last_ingested_at: z._default(z.nullable(z.string()), null),
  embedding: z.optional(knowledgeEmbeddingSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentKnowledgeApi = z.infer<typeof documentKnowledgeApiSchema>;

/** How far a knowledge base is embedded, as the client uses it. */
export interface KnowledgeBaseEmbedding {
  /** The model that applies to the base's account; null: no embeddings. */
  model: string | null;
  embeddedChunks: number;
  totalChunks: number;
  /** Why the last embedding left chunks without a vector, in French; null when it did not. */
  error: string | null;
}

/** Any knowledge base as the client uses it: one shape for the three kinds. */
export interface KnowledgeBase {
  id: number;
  /** The owning account; null when the server does not say. */
  account: number | null;
  name: string;
  /** The text for the text kind, the address for the URL and document kinds. */
  value: string;
  type: KnowledgeType;
  isActive: boolean;
  chunkCount: number;
  /**
   * The pages of its site the last crawl found but left unread at its page limit (0: none, and
   * for the text and document kinds).
   */
  pagesBeyondLimit: number;
  lastIngestedAt: Date | null;
  /** Null when the server does not say (a server without embeddings). */
  embedding: KnowledgeBaseEmbedding | null;
  /** URL kind: when its site is crawled again by itself; null for the other kinds. */
  sync: KnowledgeBaseSync | null;
  updatedAt: Date;
}

/** A URL knowledge base's schedule, as the client uses it. */
export interface KnowledgeBaseSync {
  frequency: SyncFrequency;
  hour: number;
  /** 1 Monday to 7 Sunday. */
  weekday: number;
  nextSyncAt: Date | null;
  timeZone: string;
}

function syncOf(sync: SyncScheduleApi | null): KnowledgeBaseSync | null {
  if (!sync) return null;
  return {
    frequency: sync.frequency,
    hour: sync.hour,
    weekday: sync.weekday,
    nextSyncAt: sync.next_sync_at ? new Date(sync.next_sync_at) : null,
    timeZone: sync.time_zone,
  };
}

function embeddingOf(embedding: KnowledgeEmbedding | undefined): KnowledgeBaseEmbedding | null {
  if (!embedding) return null;
  return {
    model: embedding.model,
    embeddedChunks: embedding.embedded_chunks,
    totalChunks: embedding.total_chunks,
    error: embedding.error,
  };
}

export interface DocumentKnowledgeBase extends KnowledgeBase {
  type: "document";
  url: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

export const textKnowledgeSchema = z.pipe(
  textKnowledgeApiSchema,
  z.transform(
    (base): KnowledgeBase => ({
      id: base.id,
      account: base.account ?? null,
      name: base.name,
      value: (base.type === "url" ? base.url : base.value) ?? "",
      type: base.type,
      isActive: base.is_active ?? false,
      chunkCount: base.chunk_count,
      pagesBeyondLimit: base.pages_beyond_limit,
      lastIngestedAt: base.last_ingested_at ? new Date(base.last_ingested_at) : null,
      embedding: embeddingOf(base.embedding),
      sync: syncOf(base.sync),
      updatedAt: new Date(base.updated_at),
    }),
  ),
);

export const documentKnowledgeSchema = z.pipe(
  documentKnowledgeApiSchema,
  z.transform(
    (base): DocumentKnowledgeBase => ({
      id: base.id,
      account: base.account ?? null,
      name: base.name,
      value: base.url,
      type: "document",
      url: base.url,
      size: base.size,
      contentType: base.content_type,
      isActive: base.is_active ?? false,
      chunkCount: base.chunk_count,
      pagesBeyondLimit: 0,
      lastIngestedAt: base.last_ingested_at ? new Date(base.last_ingested_at) : null,
      embedding: embeddingOf(base.embedding),
      sync: null,
      createdAt: new Date(base.created_at),
      updatedAt: new Date(base.updated_at),
    }),
  ),
);

export const textKnowledgeCreateSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  value: z.string().check(z.minLength(1)),
  is_active: z.optional(z.boolean()),
  /** The owning account; may be left out by a user who belongs to a single account. */
  account: z.optional(z.number()),
});
export type TextKnowledgeCreate = z.infer<typeof textKnowledgeCreateSchema>;

export const textKnowledgeUpdateSchema = z.partial(textKnowledgeCreateSchema);
export type TextKnowledgeUpdate = z.infer<typeof textKnowledgeUpdateSchema>;

export const crawlOptionsSchema = z.object({
  url: z.string().check(z.minLength(1)),
  depth: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10)), 1),
  max_crawls: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 50),
  ignore_patterns: z._default(
    z
      .array(z.string().check(z.maxLength(MAX_IGNORE_PATTERN_LENGTH)))
      .check(z.maxLength(MAX_IGNORE_PATTERNS)),
    [],
  ),
});
export type CrawlOptions = z.input<typeof crawlOptionsSchema>;

export const crawlResultSchema = z.object({
  urls: z.array(z.string()),
});
export type CrawlResult = z.infer<typeof crawlResultSchema>;

/** Creating a URL knowledge base starts its ingestion as a task. */
export const urlKnowledgeCreateSchema = z.extend(crawlOptionsSchema, {
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  is_active: z.optional(z.boolean()),
  /** The owning account; may be left out by a user who belongs to a single account. */
  account: z.optional(z.number()),
});
export type UrlKnowledgeCreate = z.input<typeof urlKnowledgeCreateSchema>;

export const documentKnowledgeUpdateSchema = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  is_active: z.optional(z.boolean()),
});
export type DocumentKnowledgeUpdate = z.infer<typeof documentKnowledgeUpdateSchema>;

/**
 * Why a document cannot be read: the `code` of the refusal of its upload, and the cause of the
 * failure of its ingestion task.
 */
export const documentFailureCodeSchema = z.enum([
  "unsupported_type",
  "unreadable",
  "too_large",
  "empty",
]);
export type DocumentFailureCode = z.infer<typeof documentFailureCodeSchema>;

/**
 * The limit of the server's reader a document went past, with its value: `read_time` in
 * seconds, `memory` (what reading it needed) and `expanded_size` (a part or stream once
 * decompressed) in bytes, `page_text` in characters of one PDF page, `pages`, and `nesting` in
 * levels of elements nested in one another.
 */
export const documentLimitSchema = z.object({
  kind: z.enum(["read_time", "memory", "expanded_size", "page_text", "pages", "nesting"]),
  value: z.number(),
});
export type DocumentLimit = z.infer<typeof documentLimitSchema>;

/**
 * The 400 answer to an upload whose file cannot be read: the reason in English under `document`,
 * like any field error, its `code`, which stays the same whatever the wording, and the `limit`
 * that refused it, when one did.
 */
export const documentRefusalSchema = z.object({
  document: z.array(z.string()),
  code: documentFailureCodeSchema,
  limit: z.optional(documentLimitSchema),
});
export type DocumentRefusal = z.infer<typeof documentRefusalSchema>;

export const deleteMultiSchema = z.object({
  ids: z.array(z.number()).check(z.minLength(1)),
});
export type DeleteMulti = z.infer<typeof deleteMultiSchema>;

export const taskStatusSchema = z.enum(["pending", "running", "succeeded", "failed"]);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/**
 * What a task does: ingest a knowledge base of one kind (read it, index it, and embed its chunks
 * when an embedding model applies), or `embed` the chunks of one after a change of model.
 */
export const taskKindSchema = z.enum(["text_ingest", "url_ingest", "document_ingest", "embed"]);
export type TaskKind = z.infer<typeof taskKindSchema>;

/**
 * What started an ingestion: its knowledge base's creation, a new content (a text changed, a
 * file replaced), a user asking for it (a site synchronised now), or its schedule.
 */
export const ingestionTriggerSchema = z.enum(["created", "content", "manual", "scheduled"]);
export type IngestionTrigger = z.infer<typeof ingestionTriggerSchema>;

/** Long work (crawling a site, reading a document, embedding chunks) as the admin watches it. */
export const taskSchema = z.object({
  id: z.number(),
  kind: taskKindSchema,
  knowledge_base: z.nullable(z.number()),
  knowledge_base_name: z._default(z.string(), ""),
  status: taskStatusSchema,
  progress_done: z.number(),
  progress_total: z.number(),
  /** What the progress counts: pages or steps read, or chunks embedded. */
  progress_stage: z._default(z.enum(["reading", "embedding"]), "reading"),
  /** A crawl that has ended: the pages it left unread at its page limit. */
  pages_beyond_limit: pagesBeyondLimitSchema,
  /**
   * An ingestion that has ended: its knowledge base's pages that are new, changed, gone and
   * unchanged (read again, or not modified) since the one before, and those that could not be
   * read this time and answer from their last text (`failed`; 0 on older tasks); null for the
   * others.
   */
  page_changes: z._default(
    z.nullable(
      z.object({
        added: z.number(),
        changed: z.number(),
        removed: z.number(),
        unchanged: z.number(),
        failed: z._default(z.number(), 0),
      }),
    ),
    null,
  ),
  errors: z._default(z.array(z.object({ url: z.string(), message: z.string() })), []),
  /**
   * What started the ingestion (`manual` once retried by hand); null for an embedding, and for
   * tasks older than the field.
   */
  trigger: z._default(z.nullable(ingestionTriggerSchema), null),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type Task = z.infer<typeof taskSchema>;

/** The answer of a call that starts ingesting a knowledge base: it names the task doing it. */
export const ingestionStartedSchema = z.object({ task: z.number() });
export type IngestionStarted = z.infer<typeof ingestionStartedSchema>;
