import type { KnowledgeBase } from "@org/api-client";
import { useUpdateDocument, useUpdateTextKnowledgeBase } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ofName } from "@/lib/of-name";

/** Switches a base on or off, whatever its kind, and says so. */
export function useSetKnowledgeBaseActive() {
  const updateText = useUpdateTextKnowledgeBase();
  const updateDocument = useUpdateDocument();

  return async (base: KnowledgeBase, isActive: boolean) => {
    const changes = { is_active: isActive };
    const saved = await (base.type === "document"
      ? updateDocument.mutateAsync({ id: base.id, changes })
      : updateText.mutateAsync({ id: base.id, changes })
    ).catch(() => null);
    if (!saved) return;
    toast({
      title: isActive ? "Base activée" : "Base désactivée",
      description: isActive
        ? `Les assistants liés répondent de nouveau à partir ${ofName(base.name)}.`
        : `Les assistants n'utilisent plus ${base.name} pour répondre.`,
    });
  };
}
