/**
 * An ingestion that cannot go on, for a reason the administrator can act on. Its message, in
 * French, is what the back-office shows in the task's errors.
 */
export class IngestError extends Error {
  override readonly name = "IngestError";
}

/** What the task says when something went wrong on the server's side; the details are logged. */
export const UNEXPECTED_FAILURE =
  "Erreur inattendue pendant l'indexation. Relancez la tâche ; si l'erreur revient, contactez l'équipe technique.";

export const DELETED_KNOWLEDGE_BASE = "La base de connaissances a été supprimée entre-temps.";
