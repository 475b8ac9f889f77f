import type { KnowledgeType } from "@org/api-client";
import { Badge, type BadgeVariant } from "@org/ui";
import { KNOWLEDGE_KIND_LABELS } from "@/lib/knowledge-kinds";

/** One colour per kind, the same on every screen. */
const KIND_VARIANTS: Record<KnowledgeType, BadgeVariant> = {
  text: "secondary",
  url: "outline",
  document: "success",
};

/** The kind of a knowledge base: 'Texte', 'URL' or 'Document'. */
export function KnowledgeKindBadge({ kind }: { kind: KnowledgeType }) {
  return <Badge variant={KIND_VARIANTS[kind]}>{KNOWLEDGE_KIND_LABELS[kind]}</Badge>;
}
