import type { KnowledgeType } from "@org/api-client";

/** The kinds in the order the screens offer them. */
export const KINDS: readonly KnowledgeType[] = ["text", "url", "document"];

export function isKnowledgeType(value: string | null): value is KnowledgeType {
  return KINDS.includes(value as KnowledgeType);
}

/** What the signed-in user may do with knowledge bases (the server refuses the rest anyway). */
export interface KnowledgePermissions {
  /** Documents are listed only with their own permission. */
  viewDocuments: boolean;
  /** Creating, editing, switching and deleting text bases, and changing any base. */
  change: boolean;
  /** Exploring and crawling sites: creating and re-ingesting URL bases. */
  crawl: boolean;
}

/** The kinds the user may add. */
export function addableKinds(permissions: KnowledgePermissions): KnowledgeType[] {
  return KINDS.filter((kind) => {
    if (kind === "text") return permissions.change;
    if (kind === "url") return permissions.crawl;
    return permissions.change && permissions.viewDocuments;
  });
}

/** Longest base name the API accepts. */
export const MAX_NAME_LENGTH = 200;
