import {
  questionLexemes,
  questionLikeness,
  SAME_QUESTION_LIKENESS,
  withQuestionNames,
} from "@org/knowledge";
import type { Db } from "../../db/types";
import { isMiss, questionOf } from "./miss-kinds";

/** Questions compared with a new wording, among those sharing a word with it. */
const CANDIDATES = 500;

/**
 * Files the answer `messageId` under the question it missed, when it is a miss (see MISS_KINDS):
 * under the bot's missed question most alike to the visitor's wording, if one is alike enough
 * (SAME_QUESTION_LIKENESS), or as a new one. A miss of a question marked fixed before the answer
 * was given brings it back to do. An answer already filed stays where it is.
 *
 * Each bot's questions are filed one at a time, whichever API process answers: two wordings of a
 * new question asked at once make one question, not two.
 */
export async function recordMiss(db: Db, messageId: number): Promise<void> {
  const { rows } = await db.query<{
    bot_id: number;
    question: string | null;
    filed_under: number | null;
  }>(
    `SELECT s.bot_id, ${questionOf("m")} AS question, m.missed_question_id AS filed_under
       FROM messages m JOIN chat_sessions s ON s.id = m.session_id
      WHERE m.id = $1 AND m.sent_from = 'bot' AND ${isMiss("m")}`,
    [messageId],
  );
  const answer = rows[0];
  if (!answer || answer.question === null) return;
  const { question } = answer;
  const lexemes = await questionLexemes(db, question);
  await db.transaction(async (tx) => {
    await tx.query("SELECT 1 FROM bots WHERE id = $1 FOR NO KEY UPDATE", [answer.bot_id]);
    const filedUnder =
      answer.filed_under ?? (await fileUnder(tx, answer.bot_id, messageId, question, lexemes));
    await tx.query(
      `UPDATE missed_questions g
          SET status = 'todo', status_changed_at = now(), reopened_at = now()
         FROM messages m
        WHERE g.id = $1 AND m.id = $2 AND g.status = 'fixed' AND g.status_changed_at < m.sent_at`,
      [filedUnder, messageId],
    );
  });
}

/** Files the answer under the most alike question of the bot, or a new one; gives its id. */
async function fileUnder(
  tx: Db,
  botId: number,
  messageId: number,
  question: string,
  lexemes: string[],
): Promise<number> {
  // A wording without a meaningful word ("Bonjour ?") is only the same as itself.
  const { rows: candidates } = await tx.query<{ id: number; question: string; lexemes: string[] }>(
    lexemes.length > 0
      ? `SELECT id, question, lexemes FROM missed_questions
          WHERE bot_id = $1 AND lexemes && $2::text[] ORDER BY id LIMIT ${CANDIDATES}`
      : `SELECT id, question, lexemes FROM missed_questions
          WHERE bot_id = $1 AND lexemes = '{}' AND lower(question) = lower($2) LIMIT 1`,
    [botId, lexemes.length > 0 ? lexemes : question],
  );
  let best: { id: number; likeness: number } | undefined;
  for (const candidate of candidates) {
    const likeness =
      lexemes.length > 0
        ? // A question filed before names were marked compares by the names its wording writes.
          questionLikeness(lexemes, withQuestionNames(candidate.lexemes, candidate.question))
        : SAME_QUESTION_LIKENESS;
    if (likeness >= SAME_QUESTION_LIKENESS && (!best || likeness > best.likeness)) {
      best = { id: candidate.id, likeness };
    }
  }
  const id =
    best?.id ??
    (
      await tx.query<{ id: number }>(
        `INSERT INTO missed_questions (bot_id, question, lexemes) VALUES ($1, $2, $3::text[])
         RETURNING id`,
        [botId, question, lexemes],
      )
    ).rows[0]?.id;
  await tx.query("UPDATE messages SET missed_question_id = $2 WHERE id = $1", [messageId, id]);
  return id as number;
}
