import { useHasPermissions } from "@org/auth";
import { PERMISSION } from "@/lib/permissions";
import type { KnowledgePermissions } from "./data/knowledge-kinds";

export function useKnowledgePermissions(): KnowledgePermissions {
  return {
    viewDocuments: useHasPermissions([PERMISSION.viewDocumentKnowledge]),
    change: useHasPermissions([PERMISSION.changeBot]),
    crawl: useHasPermissions([PERMISSION.addUrlKnowledge]),
  };
}
