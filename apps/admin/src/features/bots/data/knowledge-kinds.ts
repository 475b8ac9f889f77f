import type { KnowledgeType } from "@org/api-client";
import type { BadgeVariant } from "@org/ui";

/** How each kind of knowledge base is named in the back-office. */
export const KNOWLEDGE_KIND_LABELS: Record<
  KnowledgeType,
  { label: string; variant: BadgeVariant }
> = {
  text: { label: "Texte", variant: "secondary" },
  url: { label: "URL", variant: "outline" },
  document: { label: "Document", variant: "success" },
};
