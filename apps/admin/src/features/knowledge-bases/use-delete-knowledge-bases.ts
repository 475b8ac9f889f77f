import type { KnowledgeBase } from "@org/api-client";
import { useDeleteDocuments, useDeleteTextKnowledgeBase } from "@org/api-client/react";

/**
 * Deletes bases of any kind: documents in one call, text and URL bases one by one. Resolves to
 * whether every deletion succeeded; a refusal is shown by the general handler.
 */
export function useDeleteKnowledgeBases() {
  const deleteText = useDeleteTextKnowledgeBase();
  const deleteDocuments = useDeleteDocuments();

  async function deleteBases(bases: readonly KnowledgeBase[]): Promise<boolean> {
    const documentIds = bases.filter((base) => base.type === "document").map((base) => base.id);
    const others = bases.filter((base) => base.type !== "document");
    const results = await Promise.allSettled([
      ...(documentIds.length > 0 ? [deleteDocuments.mutateAsync(documentIds)] : []),
      ...others.map((base) => deleteText.mutateAsync(base.id)),
    ]);
    return results.every((result) => result.status === "fulfilled");
  }

  return { deleteBases, isPending: deleteText.isPending || deleteDocuments.isPending };
}
