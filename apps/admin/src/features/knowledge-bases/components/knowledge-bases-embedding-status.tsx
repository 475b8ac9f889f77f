import type { KnowledgeBaseEmbedding } from "@org/api-client";
import { Badge, type BadgeVariant } from "@org/ui";

interface EmbeddingStatus {
  label: string;
  variant: BadgeVariant;
}

/**
 * Whether a base's passages have vectors (semantic search) from the model of its account: fully,
 * partly, not yet, or not at all (no model: words alone are searched).
 */
export function embeddingStatus(embedding: KnowledgeBaseEmbedding | null): EmbeddingStatus {
  if (!embedding?.model) return { label: "Non vectorisée", variant: "outline" };
  const { model, embeddedChunks, totalChunks, error } = embedding;
  if (totalChunks > 0 && embeddedChunks >= totalChunks) {
    return { label: `Vectorisée (${model})`, variant: "success" };
  }
  if (embeddedChunks > 0) {
    return {
      label: `Vectorisée en partie (${embeddedChunks} / ${totalChunks} extraits, ${model})`,
      variant: "secondary",
    };
  }
  if (error) return { label: "Non vectorisée", variant: "destructive" };
  if (totalChunks === 0) return { label: "Non vectorisée", variant: "outline" };
  return { label: `Vectorisation à venir (${model})`, variant: "secondary" };
}

/** How far it is sorted: full first, then partly, then not at all. */
export function embeddingSortValue(embedding: KnowledgeBaseEmbedding | null): number {
  if (!embedding?.model || embedding.totalChunks === 0) return 0;
  return embedding.embeddedChunks / embedding.totalChunks;
}

/** The status as a badge, with why the last embedding stopped short when it did. */
export function KnowledgeBasesEmbeddingStatus({
  embedding,
  detailed = false,
}: {
  embedding: KnowledgeBaseEmbedding | null;
  /** Shows the reason in full rather than folded. */
  detailed?: boolean;
}) {
  const status = embeddingStatus(embedding);
  const error = embedding?.model ? embedding.error : null;
  return (
    <div className="grid max-w-xs justify-items-start gap-1">
      <Badge variant={status.variant}>{status.label}</Badge>
      {error ? (
        detailed ? (
          <p className="m-0 text-sm text-[var(--red-11)]">{error}</p>
        ) : (
          <details className="text-xs">
            <summary className="cursor-pointer text-[var(--red-11)]">Pourquoi ?</summary>
            <p className="m-0 mt-1">{error}</p>
          </details>
        )
      ) : null}
    </div>
  );
}
