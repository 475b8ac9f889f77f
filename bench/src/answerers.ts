import { Bm25Index } from "./bm25";
import type { Answerer } from "./check-set";
import { type Db, engine } from "./engine";

/** The bot the benchmark answers for: no provider, so answers are extractive. */
const BOT = { id: 0, model: "bench" };
const NO_PROVIDER = { apiKey: undefined, baseUrl: undefined };

/** The engine's answer: its links, or "I don't know" (`no_answer`). */
export function engineAnswerer(db: Db, knowledgeBaseId: number): Answerer {
  return async (question) => {
    const result = await answerEngine(db, knowledgeBaseId, question);
    return { urls: result.links.map((link) => link.url), noAnswer: result.mode === "no_answer" };
  };
}

export function answerEngine(db: Db, knowledgeBaseId: number, question: string) {
  return engine.answer({
    db,
    question,
    history: [],
    bot: BOT,
    knowledgeBaseIds: [knowledgeBaseId],
    provider: NO_PROVIDER,
  });
}

/** The baseline's answer: the addresses of its three best chunks. */
export function bm25Answerer(index: Bm25Index): Answerer {
  return async (question) => {
    const hits = index.search(question, 3);
    return { urls: hits.map((hit) => hit.url), noAnswer: hits.length === 0 };
  };
}

export interface StoredChunk {
  url: string;
  title: string;
  heading_path: string;
  content: string;
}

/** The chunks the engine stored, in order: the baseline indexes exactly these. */
export async function storedChunks(db: Db, knowledgeBaseId: number): Promise<StoredChunk[]> {
  const result = await db.query<StoredChunk>(
    `SELECT url, title, heading_path, content FROM knowledge_chunks
      WHERE knowledge_base_id = $1 ORDER BY position`,
    [knowledgeBaseId],
  );
  return result.rows;
}

/** The baseline indexes a chunk's title and headings with its text, all in one field. */
export function bm25Over(chunks: readonly StoredChunk[]): Bm25Index {
  const index = new Bm25Index();
  for (const chunk of chunks) {
    index.add({ url: chunk.url, text: `${chunk.title}\n${chunk.heading_path}\n${chunk.content}` });
  }
  return index;
}
