/**
 * An ingestion that cannot go on, for a reason the administrator can act on. Its message, in
 * French, is what the back-office shows in the task's errors.
 */
export class IngestError extends Error {
  override readonly name = "IngestError";
}
