import { hashContent } from "./chunker";
import type { Db } from "./db";
import type { RetrievedChunk } from "./retrieve";
import { SEARCH_CONFIGURATION } from "./search-configuration";
import { splitSentences } from "./sentences";
import { textLexemes } from "./text-lexemes";
import type { LexemePosition } from "./tsvector-text";

export interface AnswerLink {
  url: string;
  chunk: string;
}

/** What the assistant says when its knowledge base has nothing on the question. */
export const NO_ANSWER_REPLY =
  "Je n'ai pas trouvé d'information à ce sujet dans ma base de connaissances. Pouvez-vous reformuler votre question ?";

const PASSAGES = 3;
const SENTENCES_PER_PASSAGE = 2;
const MAX_SENTENCE_LENGTH = 400;

/**
 * An answer without a language model: from each of the best relevant chunks, the sentences that
 * hold the most terms of the question (scored by the database's own French search, so that
 * matching is the same as in retrieval), in their original order, as plain Markdown paragraphs.
 * Leads (pages close to relevant) are linked after the quoted chunks, not quoted.
 */
export async function extractiveAnswer(
  db: Db,
  terms: readonly string[],
  chunks: readonly RetrievedChunk[],
): Promise<{ answer: string; links: AnswerLink[] }> {
  const used = chunks.filter((chunk) => !chunk.lead).slice(0, PASSAGES);
  if (used.length === 0) return { answer: NO_ANSWER_REPLY, links: [] };
  const leads = chunks.filter((chunk) => chunk.lead).slice(0, PASSAGES);

  const sentencesByChunk = used.map((chunk) => splitSentences(chunk.content));
  const scores = await scoreSentences(db, terms, sentencesByChunk.flat());
  const seen = new Set<string>();
  const passages: string[] = [];
  const links: AnswerLink[] = [];
  let offset = 0;
  for (const [index, sentences] of sentencesByChunk.entries()) {
    const scored = sentences.map((text, position) => ({
      text,
      position,
      score: scores[offset + position] ?? 0,
    }));
    offset += sentences.length;
    const matching = scored.filter((sentence) => sentence.score > 0);
    const picked = (matching.length > 0 ? matching : scored)
      .filter((sentence) => !seen.has(hashContent(sentence.text)))
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, SENTENCES_PER_PASSAGE)
      .sort((a, b) => a.position - b.position);
    if (picked.length === 0) continue;
    for (const sentence of picked) seen.add(hashContent(sentence.text));
    passages.push(picked.map((sentence) => toMarkdown(sentence.text)).join(" "));
    const chunk = used[index];
    if (chunk) links.push({ url: chunk.url, chunk: chunk.content });
  }
  for (const lead of leads) links.push({ url: lead.url, chunk: lead.content });
  return { answer: passages.join("\n\n"), links };
}

/**
 * Per sentence: terms matched, plus its ts_rank_cd to break ties, as the database's French search
 * scores them: `to_tsquery` of each term matched against the sentence's `to_tsvector`, plus
 * `ts_rank_cd` of the sentence for all the terms joined by `|`. Each term and sentence is read by
 * the database once (`textLexemes`), the scores are computed here; a term that the search reads
 * as several words is scored by the database itself.
 */
export async function scoreSentences(
  db: Db,
  terms: readonly string[],
  sentences: readonly string[],
): Promise<number[]> {
  if (terms.length === 0 || sentences.length === 0) return sentences.map(() => 0);
  const analysed = await textLexemes(db, [...terms, ...sentences]);
  const termLexemes = analysed.slice(0, terms.length).map((lexemes) => [...lexemes.keys()]);
  if (termLexemes.some((lexemes) => lexemes.length > 1)) {
    return scoreSentencesInDatabase(db, terms, sentences);
  }
  const searched = termLexemes.flat();
  const distinct = [...new Set(searched)];
  return analysed.slice(terms.length).map((sentence) => {
    const matched = searched.filter((lexeme) => sentence.has(lexeme)).length;
    const positions = distinct.flatMap((lexeme) => sentence.get(lexeme) ?? []);
    return matched + coverDensityRank(positions);
  });
}

/** ts_rank_cd's default weights of the tsvector weights, as the database holds them (float4). */
const RANK_WEIGHTS = {
  A: Math.fround(1),
  B: Math.fround(0.4),
  C: Math.fround(0.2),
  D: Math.fround(0.1),
};

/**
 * `ts_rank_cd` (no normalisation) of a text for a query whose words are joined by `|`, given
 * where the query's lexemes occur in it: every occurrence is a cover of its own, worth its
 * weight; the sum is rounded to float4 as the database does.
 */
function coverDensityRank(positions: readonly LexemePosition[]): number {
  let rank = 0;
  for (const { weight } of [...positions].sort((a, b) => a.position - b.position)) {
    rank += 1 / (1 / RANK_WEIGHTS[weight]);
  }
  return Math.fround(rank);
}

async function scoreSentencesInDatabase(
  db: Db,
  terms: readonly string[],
  sentences: readonly string[],
): Promise<number[]> {
  const result = await db.query<{ score: number }>(
    `WITH terms AS (
       SELECT to_tsquery('${SEARCH_CONFIGURATION}', term) AS q FROM unnest($1::text[]) AS term
        WHERE numnode(to_tsquery('${SEARCH_CONFIGURATION}', term)) > 0
     )
     SELECT (SELECT count(*) FROM terms WHERE to_tsvector('${SEARCH_CONFIGURATION}', s) @@ terms.q)
            + ts_rank_cd(to_tsvector('${SEARCH_CONFIGURATION}', s),
                         to_tsquery('${SEARCH_CONFIGURATION}', array_to_string($1::text[], ' | ')))
            AS score
       FROM unnest($2::text[]) WITH ORDINALITY AS sentence(s, n)
      ORDER BY n`,
    [terms, sentences],
  );
  return result.rows.map((row) => Number(row.score));
}

/** Plain text as Markdown that renders as the same text: no HTML, no accidental markup. */
function toMarkdown(sentence: string): string {
  const trimmed =
    sentence.length > MAX_SENTENCE_LENGTH
      ? `${sentence.slice(0, sentence.lastIndexOf(" ", MAX_SENTENCE_LENGTH))} …`
      : sentence;
  return trimmed
    .replace(/^- /, "")
    .replace(/[\\`*_[\]<>|]/g, "\\$&")
    .replace(/^#/, "\\#")
    .replace(/^(\d+)([.)])(?=\s)/, "$1\\$2");
}
