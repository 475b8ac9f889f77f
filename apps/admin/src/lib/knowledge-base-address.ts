/** The query parameter of the knowledge bases' list that opens one of them over it. */
export const OPEN_BASE_PARAM = "base";

/**
 * Where a knowledge base is read and changed: the list of knowledge bases, with that base open
 * over it, an address that can be linked, shared and reached with the browser's back button.
 */
export function knowledgeBaseAddress(id: number): string {
  return `/knowledge_bases?${OPEN_BASE_PARAM}=${id}`;
}
