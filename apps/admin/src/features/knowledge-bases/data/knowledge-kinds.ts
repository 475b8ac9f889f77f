import { type KnowledgeType, textKnowledgeCreateSchema } from "@org/api-client";
import { fieldLimits } from "@/lib/contract-limits";

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

/** What the API asks of a base's name and of a text base's content. */
export const NAME = fieldLimits(textKnowledgeCreateSchema, "name", "maxLength");
export const CONTENT = fieldLimits(textKnowledgeCreateSchema, "value");

/** Under the name field, before anything is sent. */
export function nameError(name: string): string | undefined {
  return name.trim() === "" ? "Veuillez saisir un nom" : undefined;
}

/**
 * Longest text base content the form takes, in characters. The API refuses any request body over
 * 1 Mo; in UTF-8 JSON a character of a Latin-script text (accents, line breaks, emoji halves
 * included) weighs at most 2 bytes, so this many always fit. Longer texts go in as documents.
 */
export const MAX_TEXT_CONTENT_LENGTH = 500_000;

/** Under the content field, before anything is typed: what goes there and how much of it. */
export const TEXT_CONTENT_HELP =
  "Le texte dont les assistants se servent pour répondre. Séparez les sujets par des paragraphes. 500 000 caractères au plus : pour un texte plus long, importez-le comme document.";

/** The content of a text base, checked before it is sent. */
export function textContentError(value: string): string | undefined {
  if (value.trim() === "") return "Veuillez saisir le contenu";
  if (value.length > MAX_TEXT_CONTENT_LENGTH) {
    return "Le contenu dépasse 500 000 caractères : raccourcissez-le ou importez-le comme document.";
  }
  return undefined;
}
