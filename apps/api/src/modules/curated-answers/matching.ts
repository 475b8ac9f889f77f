import {
  type CuratedWording,
  type EmbeddingProvider,
  embedTexts,
  matchCuratedAnswer,
  questionLexemes,
  withQuestionNames,
} from "@org/knowledge";
import type { Db } from "../../db/types";

/** A curated answer given to a visitor, and how close their question came to its wordings. */
export interface CuratedReply {
  id: number;
  answer: string;
  link: string | null;
  likeness: number;
}

/**
 * The bot's curated answer to the visitor's question, when one of its wordings asks the same
 * thing (matchCuratedAnswer): compared by words with the wordings sharing a word with it, and by
 * meaning with those embedded by the model that embeds the question. The question is embedded
 * only when such wordings exist; a provider that fails leaves the words alone to decide.
 */
export async function findCuratedAnswer(
  db: Db,
  botId: number,
  question: string,
  embedder: EmbeddingProvider | undefined,
  onEmbeddingError: (error: unknown) => void,
): Promise<CuratedReply | undefined> {
  const lexemes = await questionLexemes(db, question);
  const { rows } = await db.query<{
    curated_answer_id: number;
    wording: string;
    lexemes: string[];
    embedding: number[] | null;
  }>(
    `SELECT w.curated_answer_id, w.wording, w.lexemes,
            CASE WHEN w.embedding_model = $3 THEN w.embedding END AS embedding
       FROM curated_answer_wordings w JOIN curated_answers c ON c.id = w.curated_answer_id
      WHERE c.bot_id = $1 AND (w.lexemes && $2::text[] OR w.embedding_model = $3)`,
    [botId, lexemes, embedder?.model ?? null],
  );
  if (rows.length === 0) return undefined;
  const wordings: CuratedWording[] = rows.map((row) => ({
    curatedAnswerId: row.curated_answer_id,
    // A wording stored before names were marked compares by the names it writes.
    lexemes: withQuestionNames(row.lexemes, row.wording),
    ...(row.embedding ? { vector: row.embedding } : {}),
  }));
  let vector: number[] | undefined;
  if (embedder && wordings.some((wording) => wording.vector)) {
    vector = await embedTexts(embedder, [question]).then(
      ([embedded]) => embedded,
      (error: unknown) => {
        onEmbeddingError(error);
        return undefined;
      },
    );
  }
  const match = matchCuratedAnswer({ lexemes, ...(vector ? { vector } : {}) }, wordings);
  if (!match) return undefined;
  const found = await db.query<{ id: number; answer: string; link: string | null }>(
    "SELECT id, answer, link FROM curated_answers WHERE id = $1",
    [match.curatedAnswerId],
  );
  const reply = found.rows[0];
  return reply ? { ...reply, likeness: Math.round(match.likeness * 1000) / 1000 } : undefined;
}
