import type { Db } from "../../../db/types";
import { type EmbeddingProvider, embedTexts } from "./embeddings-client";
import { ProviderError } from "./provider-http";
import { questionTerms } from "./question-terms";
import { reciprocalRankFusion } from "./rrf";
import { similarChunks, vectorStoreAvailable } from "./vector-store";

/** The text search configuration of migration 0002: French stemming over folded accents. */
export const SEARCH_CONFIGURATION = "fr_unaccent";

export interface RetrievedChunk {
  id: number;
  knowledgeBaseId: number;
  url: string;
  title: string;
  headingPath: string;
  content: string;
  /** Share of the question's meaningful terms the chunk contains (0 to 1). */
  coverage: number;
  /** Cosine similarity to the question, when embeddings were searched. */
  similarity?: number;
}

export interface RetrieveOptions {
  /** Most chunks returned. */
  limit?: number;
  /**
   * Share of the question's terms a chunk must contain to count as relevant. 0.5 lets a
   * rephrased question through while an unrelated one, sharing one word of three, is not.
   */
  minCoverage?: number;
  /**
   * Share of the best chunk's coverage another chunk must reach: when one chunk holds every
   * term, chunks holding only the most common one are left out.
   */
  relativeCoverage?: number;
  /** Adds similarity search, fused by reciprocal rank, where the database has pgvector. */
  embedder?: EmbeddingProvider;
  /** Cosine similarity from which a chunk found by embeddings alone counts as relevant. */
  minSimilarity?: number;
  /** Called when the embedding provider fails; retrieval then goes on with text search alone. */
  onEmbeddingError?: (error: ProviderError) => void;
}

export interface Retrieval {
  /** The meaningful terms of the question. */
  terms: string[];
  /** Relevant chunks only, best first; empty when nothing relevant was found. */
  chunks: RetrievedChunk[];
}

/** Candidates read from each search before fusion and thresholds. */
const CANDIDATES = 30;

interface ChunkRow {
  id: number;
  knowledge_base_id: number;
  url: string;
  title: string;
  heading_path: string;
  content: string;
  matched: number;
  total: number;
}

/**
 * Finds the chunks of the given active knowledge bases that answer `question`: full-text search
 * with OR semantics over the question's meaningful terms (so a rephrased question still
 * matches), ranked by how many of the terms a chunk holds, then by ts_rank_cd with titles and
 * headings weighing more; optionally fused with embedding similarity.
 */
export async function retrieve(
  db: Db,
  question: string,
  knowledgeBaseIds: readonly number[],
  options: RetrieveOptions = {},
): Promise<Retrieval> {
  const terms = questionTerms(question);
  const limit = options.limit ?? 5;
  const minCoverage = options.minCoverage ?? 0.5;
  if (knowledgeBaseIds.length === 0) return { terms, chunks: [] };

  const found = terms.length > 0 ? await searchText(db, terms, knowledgeBaseIds) : [];
  const bestCoverage = found[0]?.coverage ?? 0;
  const coverageFloor = Math.max(minCoverage, bestCoverage * (options.relativeCoverage ?? 0.75));
  const isLexicallyRelevant = (chunk: RetrievedChunk) => chunk.coverage >= coverageFloor;
  const lexical = found.filter(isLexicallyRelevant);
  const similar = options.embedder
    ? await searchSimilar(
        db,
        question,
        knowledgeBaseIds,
        options.embedder,
        options.onEmbeddingError,
      )
    : [];

  if (similar.length === 0) return { terms, chunks: lexical.slice(0, limit) };

  const minSimilarity = options.minSimilarity ?? 0.5;
  const similarity = new Map(similar.map((entry) => [entry.id, entry.similarity]));
  const known = new Map(lexical.map((chunk) => [chunk.id, chunk]));
  const missing = similar.map((entry) => entry.id).filter((id) => !known.has(id));
  for (const chunk of await readChunks(db, missing, terms)) known.set(chunk.id, chunk);

  const fused = reciprocalRankFusion<number>(
    [lexical.map((chunk) => chunk.id), similar.map((entry) => entry.id)],
    (id) => id,
  );
  const chunks: RetrievedChunk[] = [];
  for (const { item: id } of fused) {
    const chunk = known.get(id);
    if (!chunk) continue;
    const withSimilarity = { ...chunk, similarity: similarity.get(id) };
    if (isLexicallyRelevant(chunk) || (withSimilarity.similarity ?? 0) >= minSimilarity) {
      chunks.push(withSimilarity);
    }
    if (chunks.length === limit) break;
  }
  return { terms, chunks };
}

/** The terms as one OR query, and each term alone to count how many a chunk holds. */
const TERMS_CTE = `
  query AS (SELECT to_tsquery('${SEARCH_CONFIGURATION}', array_to_string($1::text[], ' | ')) AS q),
  terms AS (
    SELECT DISTINCT to_tsquery('${SEARCH_CONFIGURATION}', term)::text AS t
      FROM unnest($1::text[]) AS term
     WHERE numnode(to_tsquery('${SEARCH_CONFIGURATION}', term)) > 0
  )`;

const CHUNK_COLUMNS = `
  c.id::float8 AS id, c.knowledge_base_id, c.url, c.title, c.heading_path, c.content,
  (SELECT count(*)::int FROM terms WHERE c.search_vector @@ terms.t::tsquery) AS matched,
  (SELECT count(*)::int FROM terms) AS total`;

async function searchText(
  db: Db,
  terms: readonly string[],
  knowledgeBaseIds: readonly number[],
): Promise<RetrievedChunk[]> {
  const result = await db.query<ChunkRow>(
    `WITH ${TERMS_CTE}
     SELECT ${CHUNK_COLUMNS}
       FROM knowledge_chunks c
       JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
       CROSS JOIN query
      WHERE kb.is_active AND kb.id = ANY($2::int[]) AND c.search_vector @@ query.q
      ORDER BY matched DESC,
               ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c.search_vector, query.q, 1) DESC,
               c.knowledge_base_id, c.position
      LIMIT ${CANDIDATES}`,
    [terms, knowledgeBaseIds],
  );
  return result.rows.map(toChunk);
}

async function readChunks(
  db: Db,
  ids: readonly number[],
  terms: readonly string[],
): Promise<RetrievedChunk[]> {
  if (ids.length === 0) return [];
  const result = await db.query<ChunkRow>(
    `WITH ${TERMS_CTE}
     SELECT ${CHUNK_COLUMNS} FROM knowledge_chunks c WHERE c.id = ANY($2::bigint[])`,
    [terms, ids],
  );
  return result.rows.map(toChunk);
}

async function searchSimilar(
  db: Db,
  question: string,
  knowledgeBaseIds: readonly number[],
  embedder: EmbeddingProvider,
  onError?: (error: ProviderError) => void,
) {
  if (!(await vectorStoreAvailable(db))) return [];
  let embedding: number[] | undefined;
  try {
    [embedding] = await embedTexts(embedder, [question]);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    onError?.(error);
    return [];
  }
  if (!embedding) return [];
  return similarChunks(db, embedding, embedder.model, knowledgeBaseIds, CANDIDATES);
}

function toChunk(row: ChunkRow): RetrievedChunk {
  return {
    id: Number(row.id),
    knowledgeBaseId: Number(row.knowledge_base_id),
    url: row.url,
    title: row.title,
    headingPath: row.heading_path,
    content: row.content,
    coverage: row.total > 0 ? row.matched / row.total : 0,
  };
}
