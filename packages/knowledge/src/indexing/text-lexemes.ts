import type { Db } from "../db";
import { isTechnicalToken } from "../retrieve/question-terms";
import { SEARCH_CONFIGURATION } from "./search-configuration";
import { type LexemePosition, tsvectorPositions } from "./tsvector-text";

/** A text as the database's French search configuration reads it: its lexemes, where they are. */
export type TextLexemes = ReadonlyMap<string, readonly LexemePosition[]>;

/** Texts kept per database; a question's words and the sentences quoted most come back often. */
const MAX_CACHED_TEXTS = 50_000;

const caches = new WeakMap<Db, Map<string, TextLexemes>>();

/**
 * Each text's lexemes (`to_tsvector` with the search configuration), in the given order. The
 * configuration is fixed, so a text read once is not sent to the database again; the texts not
 * read yet go in one query.
 */
export async function textLexemes(db: Db, texts: readonly string[]): Promise<TextLexemes[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
  if (missing.length > 0) {
    const { rows } = await db.query<{ vector: string }>(
      `SELECT to_tsvector('${SEARCH_CONFIGURATION}', text)::text AS vector
         FROM unnest($1::text[]) WITH ORDINALITY AS t(text, n) ORDER BY n`,
      [missing],
    );
    for (const [at, text] of missing.entries()) {
      cache.set(text, tsvectorPositions(rows[at]?.vector ?? ""));
    }
    for (const key of cache.keys()) {
      if (cache.size <= MAX_CACHED_TEXTS) break;
      cache.delete(key);
    }
  }
  return texts.map((text) => cache.get(text) ?? new Map());
}

/**
 * The lexemes of the words of each technical token (`/etc/hosts` → `etc`, `host`), without the
 * token's own: the database indexes such a token whole, while a visitor may name it by its words
 * ("le fichier hosts"). Words without a letter, or of one letter, say nothing of it.
 */
export async function tokenWordLexemes(
  db: Db,
  tokens: readonly string[],
): Promise<Map<string, string[]>> {
  const technical = tokens.filter(isTechnicalToken);
  const wordsOf = new Map(
    technical.map((token) => [
      token,
      (token.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
        (word) => word.length >= 2 && /\p{L}/u.test(word),
      ),
    ]),
  );
  const words = [...new Set([...wordsOf.values()].flat())];
  const analysed = await textLexemes(db, words);
  const lexemesOf = new Map(words.map((word, at) => [word, [...(analysed[at]?.keys() ?? [])]]));
  return new Map(
    technical.map((token) => [
      token,
      [...new Set((wordsOf.get(token) ?? []).flatMap((word) => lexemesOf.get(word) ?? []))].filter(
        (lexeme) => lexeme !== token,
      ),
    ]),
  );
}
