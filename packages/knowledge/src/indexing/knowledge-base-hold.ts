import type { Db } from "../db";
import { KnowledgeBaseDeletedError } from "./ingest-error";

/**
 * Holds the knowledge base's row until the transaction `tx` ends, so that it is not deleted while
 * the transaction writes for it; throws KnowledgeBaseDeletedError when it is gone already. Taken
 * first, before the rows its deletion goes on to (its chunks, the host's tasks), it never leaves
 * the transaction and a deletion each waiting for the other.
 */
export async function holdKnowledgeBase(tx: Db, knowledgeBaseId: number): Promise<void> {
  const { rows } = await tx.query("SELECT 1 FROM knowledge_bases WHERE id = $1 FOR KEY SHARE", [
    knowledgeBaseId,
  ]);
  if (rows.length === 0) throw new KnowledgeBaseDeletedError(knowledgeBaseId);
}
