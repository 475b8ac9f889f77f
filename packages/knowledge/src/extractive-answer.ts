import { HEADING_SEPARATOR } from "./chunker";
import type { Db } from "./db";
import { foldAccents } from "./question-terms";
import { FIXED_REPLIES, type FixedReplies } from "./replies";
import type { RetrievedChunk } from "./retrieve";
import { SEARCH_CONFIGURATION } from "./search-configuration";
import { splitSentences } from "./sentences";
import { textLexemes } from "./text-lexemes";
import type { LexemePosition } from "./tsvector-text";

export interface AnswerLink {
  url: string;
  chunk: string;
}

/** What a French assistant says when its knowledge base has nothing on the question. */
export const NO_ANSWER_REPLY = FIXED_REPLIES.fr.noAnswer;

/** What it says when the passages found hold no sentence to quote (tables, lists of names). */
export const SEE_SOURCES_REPLY = FIXED_REPLIES.fr.seeSources;

/** About what a visitor reads in the widget at a glance; the links say where to read more. */
const TARGET_LENGTH = 600;
/** Sources listed under an answer. */
const MAX_LINKS = 3;

/**
 * An answer without a language model: whole sentences of the best passage's section, around the
 * sentence that holds the most of the question, in their order, led by the section's heading
 * when the sentences do not name it, lists kept as Markdown lists, cross references and other
 * navigation left out, about `TARGET_LENGTH` characters. The links are the quoted passage first,
 * then the other relevant passages and the leads. What it writes itself is in the bot's language
 * (`replies`).
 */
export async function extractiveAnswer(
  db: Db,
  terms: readonly string[],
  chunks: readonly RetrievedChunk[],
  replies: FixedReplies = FIXED_REPLIES.fr,
): Promise<{ answer: string; links: AnswerLink[] }> {
  const relevant = chunks.filter((chunk) => !chunk.lead);
  if (relevant.length === 0) return { answer: replies.noAnswer, links: [] };
  const names = new Set(terms.map((term) => term.toLowerCase()));
  // The best passage that reads as text: a passage may hold only a table or a cut sentence.
  for (const chunk of relevant) {
    const units = readableUnits(chunk.content, names);
    if (units.length === 0) continue;
    const scores = await scoreSentences(
      db,
      terms,
      units.map((unit) => unit.text),
    );
    const body = toMarkdown(pickAround(units, scores));
    const heading = unnumbered(chunk.headingPath.split(HEADING_SEPARATOR).at(-1) ?? "");
    const name = sectionName(chunk);
    const named = mentions(body, heading || unnumbered(chunk.title));
    const lead = named || name === "" ? "" : `**${escapeMarkdown(name)}**\n\n`;
    const others = chunks.filter((other) => other !== chunk);
    return { answer: `${lead}${body}`, links: linksOf([chunk, ...others]) };
  }
  return { answer: replies.seeSources, links: linksOf(chunks) };
}

/**
 * What the passage's section is about: its own heading, after the page's title when the heading
 * alone says little ("Options", "Généralités" under "Gomme"); section numbers left out.
 */
function sectionName(chunk: RetrievedChunk): string {
  const title = unnumbered(chunk.title);
  const heading = unnumbered(chunk.headingPath.split(HEADING_SEPARATOR).at(-1) ?? "");
  if (!heading) return title;
  if (!title || mentions(heading, title) || mentions(title, heading)) return heading;
  return `${title} — ${heading}`;
}

function unnumbered(text: string): string {
  return text.replace(SECTION_NUMBER, "").trim();
}

/** "3.9.2. ", "Chapitre 10. ", "Annexe A. " before a heading. */
const SECTION_NUMBER =
  /^\s*(?:(?:Chapitre|Section|Partie|Annexe|Chapter|Part|Appendix)\s+[\dA-Z]+[.:)]?\s+|\d+(?:[.)]\d+)*[.)]?\s+)/u;

/** One sentence of a paragraph, or one list item or table row, as the source holds it. */
interface Unit {
  text: string;
  /** Position of its line (paragraph, list item or row) in the passage. */
  line: number;
  kind: "sentence" | "item";
  /** A sentence that starts its paragraph: nothing before it is needed to read it. */
  startsParagraph: boolean;
}

/**
 * The passage's readable units: sentences of its paragraphs and its list items, without what
 * reads as navigation or is cut (a chunk may start or end inside a long sentence).
 */
function readableUnits(content: string, names: ReadonlySet<string>): Unit[] {
  const units: Unit[] = [];
  for (const [line, raw] of content.split("\n").entries()) {
    const text = raw.trim();
    if (text === "") continue;
    if (LIST_ITEM.test(text) || text.includes(" | ")) {
      const item = text.replace(LIST_ITEM, "").replace(/ \| /g, " — ");
      if (!isNavigation(item))
        units.push({ text: item, line, kind: "item", startsParagraph: true });
      continue;
    }
    for (const [at, sentence] of splitSentences(text).entries()) {
      if (isNavigation(sentence) || !isWhole(sentence, names)) continue;
      if (/(?:…|\.\.\.)$/u.test(sentence)) continue;
      units.push({ text: sentence, line, kind: "sentence", startsParagraph: at === 0 });
    }
  }
  return units;
}

/**
 * The best unit and its neighbours, in the source's order, within the target length: the
 * sentence before it when it does not start its paragraph (it often says what "it" is), the
 * lead-in of a list it belongs to, then what follows in the section.
 */
function pickAround(units: readonly Unit[], scores: readonly number[]): Unit[] {
  if (units.length === 0) return [];
  let best = 0;
  for (let at = 1; at < units.length; at++) {
    if ((scores[at] ?? 0) > (scores[best] ?? 0)) best = at;
  }
  const first = units[best] as Unit;
  let start = best;
  let end = best + 1;
  let length = first.text.length;
  const fits = (unit: Unit | undefined) =>
    unit !== undefined && length + unit.text.length + 1 <= TARGET_LENGTH;
  const before = units[best - 1];
  const needsBefore =
    (first.kind === "sentence" && !first.startsParagraph) ||
    (first.kind === "item" && before?.kind === "sentence" && before.text.endsWith(":"));
  if (needsBefore && fits(before) && before) {
    start -= 1;
    length += before.text.length + 1;
  }
  // What follows in the section, paragraphs included: a passage is one section, one subject.
  while (end < units.length && fits(units[end])) {
    length += (units[end] as Unit).text.length + 1;
    end += 1;
  }
  return units.slice(start, end);
}

/** Units as Markdown: sentences of a line joined, list items as a list. */
function toMarkdown(units: readonly Unit[]): string {
  const blocks: string[] = [];
  let previous: Unit | undefined;
  for (const unit of units) {
    const text = escapeMarkdown(unit.text);
    if (unit.kind === "item") {
      const joined = previous?.kind === "item" ? "\n" : previous ? "\n\n" : "";
      blocks.push(`${joined}- ${text}`);
    } else if (previous?.kind === "sentence" && previous.line === unit.line) {
      blocks.push(` ${text}`);
    } else {
      blocks.push(`${previous ? "\n\n" : ""}${text}`);
    }
    previous = unit;
  }
  return blocks.join("");
}

/**
 * The passages in retrieval's order (each page's best before any page's second), at most three:
 * a web page once, a document's or a text's passages each (they have no address of their own).
 */
function linksOf(chunks: readonly RetrievedChunk[]): AnswerLink[] {
  const seen = new Set<string>();
  const links: AnswerLink[] = [];
  for (const chunk of chunks) {
    const key = /^https?:/.test(chunk.url) ? chunk.url : `${chunk.url}\n${chunk.content}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ url: chunk.url, chunk: chunk.content });
    if (links.length === MAX_LINKS) break;
  }
  return links;
}

const LIST_ITEM = /^[-*•]\s+/;

/** Cross references, menus and page links: what a reader follows, not what they read. */
const NAVIGATION = [
  /\b(?:[Vv]oir|[Cc]onsultez|cf\.) (?:aussi )?(?:la |le |l'|les )?(?:Section|Chapitre|Figure|Tableau|Table|Exemple|Annexe|Partie)s? [\dA-Z]/u,
  /^(?:Précédent|Suivant|Sommaire|Accueil|Table des matières|Niveau supérieur|Haut de page|Prev|Next|Home|Up)\b/u,
  /^(?:Table|Tableau|Figure|Exemple) [\d.]+ [–-]/u,
  /(?:[^>\n]{1,40} > ){2,}/u,
];

function isNavigation(text: string): boolean {
  return NAVIGATION.some((pattern) => pattern.test(text));
}

/**
 * Starts as a sentence does and ends with its full stop: a line starting in lower case goes on
 * from text left out (a table, a code block, another page of a PDF), unless its first word is
 * one the visitor used, a name written in lower case (aptitude, gimp); a passage may also end
 * inside a long sentence.
 */
function isWhole(sentence: string, names: ReadonlySet<string>): boolean {
  const firstWord = /^[\p{Ll}][\p{L}\p{N}-]*/u.exec(sentence)?.[0];
  const starts = SENTENCE_START.test(sentence) || (firstWord !== undefined && names.has(firstWord));
  return starts && SENTENCE_END.test(sentence);
}

const SENTENCE_START = /^[«"“'‘([]?\s*[\p{Lu}\p{N}]/u;
const SENTENCE_END = /[.!?…:](?:\s?»|["'’”)\]])*$/u;

/** Whether the text names every word of the heading (their first letters, so plurals match). */
function mentions(text: string, heading: string): boolean {
  const words = (value: string) =>
    new Set(
      (foldAccents(value.toLowerCase()).match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((word) =>
        word.slice(0, MENTION_PREFIX),
      ),
    );
  const own = words(heading);
  const found = words(text);
  return own.size > 0 && [...own].every((word) => found.has(word));
}

const MENTION_PREFIX = 6;

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
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|]/g, "\\$&")
    .replace(/^#/, "\\#")
    .replace(/^(\d+)([.)])(?=\s)/, "$1\\$2");
}
