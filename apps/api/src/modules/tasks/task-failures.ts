/** What the task says when something went wrong on the server's side; the details are logged. */
export const UNEXPECTED_FAILURE =
  "Erreur inattendue pendant l'indexation. Relancez la tâche ; si l'erreur revient, contactez l'équipe technique.";

export const DELETED_KNOWLEDGE_BASE = "La base de connaissances a été supprimée entre-temps.";

/** A model applies to the account but neither it nor the server names a provider. */
export const NO_EMBEDDING_PROVIDER =
  "Modèle d'embeddings choisi mais aucun fournisseur configuré : renseignez la clé d'API ou l'adresse du fournisseur du compte. La recherche par mots reste active.";

/** A run of an assistant's tests stopped on a question the assistant could not answer. */
export const TEST_ANSWER_FAILED =
  "L'assistant n'a pas pu répondre à une question du test (fournisseur du modèle indisponible). Relancez les tests plus tard.";

export const UNEXPECTED_TEST_FAILURE =
  "Erreur inattendue pendant les tests. Relancez-les ; si l'erreur revient, contactez l'équipe technique.";
