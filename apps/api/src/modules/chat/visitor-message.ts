import type { EarlierMessage } from "@org/api-client";
import type { Db } from "../../db/types";
import { visitorLinksOf } from "./answer-links";

/**
 * A message of `m` as its visitor sees it (`EarlierMessage`): what was said, rated and linked,
 * whether it was commented, written by the organisation or a courtesy reply to small talk; none
 * of what the back-office reads of it (how it was answered, how sure, the comment, the rows it
 * is filed under).
 */
export const VISITOR_MESSAGE_COLUMNS = `m.id, m.sent_from, m.message, m.rating,
  m.rating_comment <> '' AS rating_commented, ${visitorLinksOf("m.links")} AS links,
  m.outcome IS NOT DISTINCT FROM 'curated' AS curated,
  m.outcome IS NOT DISTINCT FROM 'small_talk' AS small_talk`;

/** One message as its visitor sees it. */
export async function readVisitorMessage(db: Db, id: number): Promise<EarlierMessage> {
  const { rows } = await db.query<EarlierMessage>(
    `SELECT ${VISITOR_MESSAGE_COLUMNS} FROM messages m WHERE m.id = $1`,
    [id],
  );
  return rows[0] as EarlierMessage;
}
