import type { KnowledgeType } from "@org/api-client";

/** How each kind of knowledge base is named in the back-office. */
export const KNOWLEDGE_KIND_LABELS: Record<KnowledgeType, string> = {
  text: "Texte",
  url: "URL",
  document: "Document",
};
