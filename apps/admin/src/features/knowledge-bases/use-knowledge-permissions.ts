import { PERMISSION } from "@org/api-client";
import { useHasPermissions } from "@org/auth";
import type { KnowledgePermissions } from "./data/knowledge-kinds";

export function useKnowledgePermissions(): KnowledgePermissions {
  return {
    viewDocuments: useHasPermissions([PERMISSION.viewDocumentknowledge]),
    change: useHasPermissions([PERMISSION.changeBot]),
    crawl: useHasPermissions([PERMISSION.addUrlknowledge]),
  };
}
