/**
 * An ingestion that cannot go on, for a reason the administrator can act on. Its message, in
 * French, is what the back-office shows in the task's errors.
 */
export class IngestError extends Error {
  override readonly name = "IngestError";
}

/**
 * The knowledge base was deleted while it was being ingested: its writes stop there, and none of
 * them is left (what was written went with the knowledge base).
 */
export class KnowledgeBaseDeletedError extends Error {
  override readonly name = "KnowledgeBaseDeletedError";
  constructor(knowledgeBaseId: number) {
    super(`knowledge base ${knowledgeBaseId} was deleted while being ingested`);
  }
}
