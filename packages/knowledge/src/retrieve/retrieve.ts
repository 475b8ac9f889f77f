import type { Db } from "../db";
import { type ChunkIndex, chunkIndexes, chunkText } from "../indexing/chunk-index";
import { similarChunks, vectorStoreAvailable } from "../indexing/vector-store";
import { type EmbeddingProvider, embedTexts } from "../providers/embeddings-client";
import { ProviderError } from "../providers/provider-http";
import { searchIndexes } from "./bm25-search";
import { queryConcepts } from "./query-concepts";
import { asksAboutSomethingElse } from "./question-scope";
import { questionNames, questionTerms } from "./question-terms";
import { reciprocalRankFusion } from "./reciprocal-rank-fusion";
import {
  MIN_COVERAGE,
  MIN_SIMILARITY,
  RELATED_COVERAGE,
  RELATIVE_COVERAGE,
} from "./relevance-thresholds";

export interface RetrievedChunk {
  id: number;
  knowledgeBaseId: number;
  url: string;
  title: string;
  headingPath: string;
  content: string;
  /**
   * BM25 score of the chunk for the question (0 when found by similarity alone, its words
   * covering too little of the question to count).
   */
  score: number;
  /**
   * Share of the question's known words the chunk covers (0 to 1), each weighing its rarity in
   * the searched knowledge bases.
   */
  coverage: number;
  /** Cosine similarity to the question, when embeddings were searched. */
  similarity?: number;
  /**
   * Not relevant itself but the best chunk of a page close to being so: worth a link beside
   * the relevant chunks, not a quote.
   */
  lead?: true;
}

export interface RetrieveOptions {
  /** Most chunks returned. */
  limit?: number;
  /** Adds similarity search, fused by reciprocal rank, where the database has pgvector. */
  embedder?: EmbeddingProvider;
  /** Called when the embedding provider fails; retrieval then goes on with text search alone. */
  onEmbeddingError?: (error: ProviderError) => void;
  /**
   * The index version of each active knowledge base among those searched, when the caller has
   * just read them: retrieval then does not read them again.
   */
  indexVersions?: ReadonlyMap<number, string>;
}

export interface Retrieval {
  /** The meaningful words of the question. */
  terms: string[];
  /**
   * Relevant chunks, best first, each page's best chunk before any page's second one, with the
   * best chunks of pages close to relevant (`lead`) after the relevant pages; empty when
   * nothing relevant was found.
   */
  chunks: RetrievedChunk[];
}

/** Candidates read from each search before fusion and thresholds. */
const CANDIDATES = 30;
/** Relevant chunks read per chunk returned, to find chunks of other pages. */
const PAGE_SPREAD = 3;

/**
 * Finds the chunks of the given active knowledge bases that answer `question`: BM25 over the
 * question's meaningful words and the forms derived from them (stemmed and accent-folded by the
 * database's French configuration, titles and headings weighing more), in an in-memory index
 * per knowledge base kept in step with its ingestions. Nothing when the question is about
 * something the knowledge bases do not cover; else a chunk is relevant when it covers enough of
 * the question's known words, each weighing its rarity. Optionally fused with embedding
 * similarity.
 */
export async function retrieve(
  db: Db,
  question: string,
  knowledgeBaseIds: readonly number[],
  options: RetrieveOptions = {},
): Promise<Retrieval> {
  const terms = questionTerms(question);
  const limit = options.limit ?? 5;
  if (knowledgeBaseIds.length === 0) return { terms, chunks: [] };

  const [indexes, concepts] = await Promise.all([
    chunkIndexes(db, knowledgeBaseIds, options.indexVersions),
    queryConcepts(db, terms, questionNames(question)),
  ]);
  // No chunk covering less than this is ever relevant or a lead, whatever the best chunk covers.
  const ranking = searchIndexes(indexes, concepts, MIN_COVERAGE * RELATED_COVERAGE);
  const coverageFloor = Math.max(MIN_COVERAGE, ranking.bestCoverage * RELATIVE_COVERAGE);
  const isLexicallyRelevant = (coverage: number) => coverage >= coverageFloor;
  const lexical = asksAboutSomethingElse(concepts, ranking.unknown)
    ? []
    : ranking.best(isLexicallyRelevant, CANDIDATES);
  const relatedFloor = coverageFloor * RELATED_COVERAGE;
  const related =
    lexical.length === 0
      ? []
      : ranking.best(
          (coverage) => !isLexicallyRelevant(coverage) && coverage >= relatedFloor,
          CANDIDATES,
        );
  const similar = options.embedder
    ? await searchSimilar(
        db,
        question,
        knowledgeBaseIds,
        options.embedder,
        options.onEmbeddingError,
      )
    : [];

  if (similar.length === 0) {
    // Enough relevant chunks to fill `limit` with distinct pages in most cases, and as many leads.
    const chunks = chunksOf(indexes, [
      ...lexical.slice(0, limit * PAGE_SPREAD),
      ...related.slice(0, limit),
    ]);
    return { terms, chunks: byPage(chunks, new Set(lexical.map((chunk) => chunk.id)), limit) };
  }

  const similarity = new Map(similar.map((entry) => [entry.id, entry.similarity]));
  const fused = reciprocalRankFusion<number>(
    [lexical.map((chunk) => chunk.id), similar.map((entry) => entry.id)],
    (id) => id,
  );
  const picked: Scored[] = [];
  for (const { item: id } of fused) {
    const lexicalScore = ranking.find(id);
    const chunk: Scored = {
      id,
      score: lexicalScore?.score ?? 0,
      coverage: lexicalScore?.coverage ?? 0,
      similarity: similarity.get(id),
    };
    if (isLexicallyRelevant(chunk.coverage) || (chunk.similarity ?? 0) >= MIN_SIMILARITY)
      picked.push(chunk);
    if (picked.length === CANDIDATES) break;
  }
  const chunks = chunksOf(indexes, picked);
  return { terms, chunks: byPage(chunks, new Set(picked.map((chunk) => chunk.id)), limit) };
}

/**
 * At most `limit` chunks: the best chunk of each page first, in rank order, then the other
 * relevant chunks of pages already listed. Further leads (chunks not in `relevant`) only bring
 * a page not yet listed, and never come first.
 */
function byPage(
  ranked: readonly RetrievedChunk[],
  relevant: ReadonlySet<number>,
  limit: number,
): RetrievedChunk[] {
  const pages = new Set<string>();
  const firsts: RetrievedChunk[] = [];
  const seconds: RetrievedChunk[] = [];
  for (const chunk of ranked) {
    const page = pageOf(chunk);
    if (!pages.has(page)) {
      if (firsts.length === 0 && !relevant.has(chunk.id)) break;
      pages.add(page);
      firsts.push(relevant.has(chunk.id) ? chunk : { ...chunk, lead: true });
    } else if (relevant.has(chunk.id)) {
      seconds.push(chunk);
    }
  }
  return [...firsts, ...seconds].slice(0, limit);
}

/**
 * What a link leads to: a web page, or, in a document or a text (no web address of its own), the
 * section of the passage.
 */
export function pageOf(chunk: RetrievedChunk): string {
  const section = onWebPage(chunk) ? "" : `\n${chunk.headingPath}`;
  return `${chunk.knowledgeBaseId} ${chunk.url}${section}`;
}

/** The passage has a web page of its own, rather than a place in a document or a text. */
export function onWebPage(chunk: Pick<RetrievedChunk, "url">): boolean {
  return /^https?:/.test(chunk.url);
}

interface Scored {
  id: number;
  score: number;
  coverage: number;
  similarity?: number;
}

/**
 * The chunks' texts, in the given order, from the indexes (as up to date as the search); a chunk
 * found by similarity but added since the indexes were read is skipped.
 */
function chunksOf(indexes: readonly ChunkIndex[], scored: readonly Scored[]): RetrievedChunk[] {
  const chunks: RetrievedChunk[] = [];
  for (const { id, score, coverage, similarity } of scored) {
    for (const index of indexes) {
      const text = chunkText(index, id);
      if (!text) continue;
      chunks.push({
        id,
        knowledgeBaseId: index.knowledgeBaseId,
        ...text,
        score,
        coverage,
        ...(similarity === undefined ? {} : { similarity }),
      });
      break;
    }
  }
  return chunks;
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
