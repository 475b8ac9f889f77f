import type { KnowledgeBase } from "@org/api-client";
import { useIngestUrlKnowledgeBase } from "@org/api-client/react";
import { toast } from "@org/ui";
import { ofName } from "@/lib/of-name";

/**
 * Crawls the site of a URL base again at once; resolves to the id of the task doing it, or null
 * when the server refused (which the back-office's error handler told).
 */
export function useSyncNow() {
  const reingest = useIngestUrlKnowledgeBase();
  async function syncNow(base: KnowledgeBase): Promise<number | null> {
    const task = await reingest.mutateAsync(base.id).catch(() => null);
    if (task === null) return null;
    toast({
      title: "Ingestion relancée",
      description: `Les pages ${ofName(base.name)} sont lues de nouveau\u00a0; suivez l'avancement dans Tâches.`,
    });
    return task;
  }
  return { syncNow, pending: reingest.isPending };
}
