import type { Link } from "@org/api-client";
import { type Actor, hasPermissions } from "../../actor";
import { PERMISSION } from "../../constants";

// The sources under an answer: stored with the knowledge base of each passage, shown to its
// visitor as a page and a passage, read in the back-office with the base or document they come
// from, by its name.

/** A source of a reply: the knowledge base of its passage, none for a curated answer's page. */
export interface ReplyLink extends Link {
  knowledgeBaseId?: number;
}

/** The key of a stored link naming the knowledge base of its passage. */
const KNOWLEDGE_BASE_KEY = "knowledge_base_id";

/** The links as `messages.links` keeps them (JSON). */
export function storedLinks(links: readonly ReplyLink[]): string {
  return JSON.stringify(
    links.map(({ url, chunk, knowledgeBaseId }) =>
      knowledgeBaseId === undefined
        ? { url, chunk }
        : { url, chunk, [KNOWLEDGE_BASE_KEY]: knowledgeBaseId },
    ),
  );
}

/** The links as the visitor sees them: a page and a passage, nothing of the knowledge base. */
export function visitorLinks(links: readonly ReplyLink[]): Link[] {
  return links.map(({ url, chunk }) => ({ url, chunk }));
}

/** The stored links of `column`, each with its place (`n`), as rows `l(link, n)`. */
export const linkRows = (column: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column}
                             ELSE '[]'::jsonb END) WITH ORDINALITY AS l(link, n)`;

/** SQL: the stored links of `column` as the visitor sees them (visitorLinks). */
export const visitorLinksOf = (column: string) =>
  `COALESCE((SELECT jsonb_agg(l.link - '${KNOWLEDGE_BASE_KEY}' ORDER BY l.n)
               FROM ${linkRows(column)}), '[]'::jsonb)`;

/**
 * SQL: the condition on a knowledge base `kb` that the actor may read its name where it is cited:
 * a document's takes knowledge_bases.view_documentknowledge, as its tasks do.
 */
export function citedBaseVisible(actor: Actor): string {
  return hasPermissions(actor, [PERMISSION.viewDocumentknowledge])
    ? "true"
    : "kb.type <> 'document'";
}

/** SQL: the knowledge base a stored link `l.link` names, as `kb`, when it still exists. */
export const citedBaseJoin = `LEFT JOIN knowledge_bases kb
  ON kb.id = CASE WHEN l.link->>'${KNOWLEDGE_BASE_KEY}' ~ '^[0-9]{1,9}$'
                  THEN (l.link->>'${KNOWLEDGE_BASE_KEY}')::int END`;

/**
 * SQL: the stored links of `column` as the back-office reads them (`MessageLink`): each with the
 * knowledge base of its passage, `{id, name, type}`, when it still exists and the actor may read
 * its name; else null.
 */
export function ownerLinksOf(column: string, actor: Actor): string {
  return `COALESCE((SELECT jsonb_agg(jsonb_build_object(
              'url', COALESCE(l.link->>'url', ''), 'chunk', COALESCE(l.link->>'chunk', ''),
              'knowledge_base', CASE WHEN kb.id IS NOT NULL AND ${citedBaseVisible(actor)}
                THEN jsonb_build_object('id', kb.id, 'name', kb.name, 'type', kb.type) END)
              ORDER BY l.n)
       FROM ${linkRows(column)} ${citedBaseJoin}), '[]'::jsonb)`;
}
