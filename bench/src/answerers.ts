import { Bm25Index } from "./bm25";
import type { Answerer } from "./check-set";
import { type Db, engine, visibleChunk } from "./engine";

/** The bot the benchmark answers for: no provider, so answers are extractive. */
const BOT = { id: 0, model: "bench" };
const NO_PROVIDER = { apiKey: undefined, baseUrl: undefined };

/** The engine's answer: its text and links, or "I don't know" (`no_answer`). */
export function engineAnswerer(db: Db, knowledgeBaseIds: readonly number[]): Answerer {
  return async (question) => {
    const result = await answerEngine(db, knowledgeBaseIds, question);
    return { links: result.links, noAnswer: result.mode === "no_answer", answer: result.answer };
  };
}

export function answerEngine(db: Db, knowledgeBaseIds: readonly number[], question: string) {
  return engine.answer({
    db,
    question,
    history: [],
    bot: BOT,
    knowledgeBaseIds,
    provider: NO_PROVIDER,
  });
}

/** The baseline's answer: its three best chunks. */
export function bm25Answerer({ index, chunks }: Bm25Baseline): Answerer {
  return async (question) => {
    const hits = index.search(question, 3);
    return {
      links: hits.map((hit) => ({ url: hit.url, chunk: chunks[hit.doc]?.content ?? "" })),
      noAnswer: hits.length === 0,
    };
  };
}

export interface StoredChunk {
  url: string;
  title: string;
  heading_path: string;
  content: string;
}

/** The chunks the engine stored, in order: the baseline indexes exactly these. */
export async function storedChunks(
  db: Db,
  knowledgeBaseIds: readonly number[],
): Promise<StoredChunk[]> {
  const result = await db.query<StoredChunk>(
    `SELECT c.url, c.title, c.heading_path, c.content
       FROM knowledge_chunks c JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
      WHERE kb.id = ANY($1::int[]) AND ${visibleChunk("c", "kb")}
      ORDER BY c.knowledge_base_id, c.position`,
    [knowledgeBaseIds],
  );
  return result.rows;
}

export interface Bm25Baseline {
  index: Bm25Index;
  chunks: readonly StoredChunk[];
}

/** The baseline indexes a chunk's title and headings with its text, all in one field. */
export function bm25Over(chunks: readonly StoredChunk[]): Bm25Baseline {
  const index = new Bm25Index();
  for (const chunk of chunks) {
    index.add({ url: chunk.url, text: `${chunk.title}\n${chunk.heading_path}\n${chunk.content}` });
  }
  return { index, chunks };
}
