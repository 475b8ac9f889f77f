import {
  type CuratedWording,
  type EmbeddingProvider,
  embedTexts,
  matchCuratedAnswer,
  questionLexemes,
  smallTalkWording,
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
  return curatedReplyOf(db, match.curatedAnswerId, Math.round(match.likeness * 1000) / 1000);
}

/**
 * How alike a message of small talk and the wording saying the same are: what a visitor says in
 * small talk is all there is to it, whatever their words.
 */
const SAME_SMALL_TALK_LIKENESS = 1;

/**
 * The bot's curated answer to a message of small talk, when one of its wordings says the same
 * (smallTalkWording: the owner's « Bonjour » for « Salut ! »). Its words are those of every
 * message (they say nothing of what is asked), so it is compared with the wordings themselves.
 */
export async function findSmallTalkCuratedAnswer(
  db: Db,
  bot: { id: number; name: string },
  message: string,
): Promise<CuratedReply | undefined> {
  const { rows } = await db.query<{ curated_answer_id: number; wording: string }>(
    `SELECT w.curated_answer_id, w.wording
       FROM curated_answer_wordings w JOIN curated_answers c ON c.id = w.curated_answer_id
      WHERE c.bot_id = $1
      ORDER BY c.id, w.position`,
    [bot.id],
  );
  const wording = smallTalkWording(message, rows, bot.name);
  if (!wording) return undefined;
  return curatedReplyOf(db, wording.curated_answer_id, SAME_SMALL_TALK_LIKENESS);
}

/** The curated answer as it is given, gone when it was deleted meanwhile. */
async function curatedReplyOf(
  db: Db,
  id: number,
  likeness: number,
): Promise<CuratedReply | undefined> {
  const found = await db.query<{ id: number; answer: string; link: string | null }>(
    "SELECT id, answer, link FROM curated_answers WHERE id = $1",
    [id],
  );
  const reply = found.rows[0];
  return reply ? { ...reply, likeness } : undefined;
}
