import type { KnowledgeType } from "@org/api-client";
import type { BadgeVariant } from "@org/ui";

/** The badge colour of each kind of knowledge base on the assistant screens. */
export const KNOWLEDGE_KIND_VARIANTS: Record<KnowledgeType, BadgeVariant> = {
  text: "secondary",
  url: "outline",
  document: "success",
};
