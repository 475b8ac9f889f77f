import type { BotLanguage } from "@org/api-client";
import type { Db } from "../db";
import { announces, isCaption, isFigureCaption } from "../documents/announcement";
import { fenceCode, openingFence } from "../documents/code-block";
import { splitSentences } from "../documents/split-sentences";
import { isTableHeader, isTableRow, TABLE_CELLS } from "../documents/structured-text";
import { visibleChunk } from "../indexing/chunk-store";
import { HEADING_SEPARATOR } from "../indexing/chunker";
import { SEARCH_CONFIGURATION } from "../indexing/search-configuration";
import { withoutSectionNumber } from "../indexing/section-number";
import { textLexemes } from "../indexing/text-lexemes";
import type { LexemePosition } from "../indexing/tsvector-text";
import { questionLexemes, questionLikeness } from "../retrieve/question-likeness";
import { foldAccents } from "../retrieve/question-terms";
import { SAME_QUESTION_LIKENESS } from "../retrieve/relevance-thresholds";
import { onWebPage, pageOf, type RetrievedChunk } from "../retrieve/retrieve";
import { escapeMarkdown } from "./plain-markdown";
import { FIXED_REPLIES } from "./replies";
import { nameLanguage, sentenceLanguage } from "./sentence-language";

/** A source under an answer: its page (empty for a text or a document), its passage, its base. */
export interface AnswerLink {
  url: string;
  chunk: string;
  /** The knowledge base the passage comes from, which names a text or a document. */
  knowledgeBaseId: number;
}

/** What a French assistant says when its knowledge base has nothing on the question. */
export const NO_ANSWER_REPLY = FIXED_REPLIES.fr.noAnswer;

/** What it says when the passages found hold no sentence to quote (tables, lists of names). */
export const SEE_SOURCES_REPLY = FIXED_REPLIES.fr.seeSources;

/** About what a visitor reads in the widget at a glance; the links say where to read more. */
const TARGET_LENGTH = 600;
/**
 * The most of a command, an example or a list quoted after what announces it, past
 * `TARGET_LENGTH` if need be: cut from its announcement it says nothing, and the visitor asked
 * for it; a longer one is cut and the link leads to the rest.
 */
const MAX_ANNOUNCED_BLOCK = 1000;
/**
 * How far past `TARGET_LENGTH` an answer reads on to end its last paragraph, rather than stop
 * before the sentences that complete it ("Ces paquets sont marqués comme…" after "aptitude va
 * installer tout paquet dont il dépend").
 */
const PARAGRAPH_END_ROOM = 200;
/** Sources listed under an answer. */
const MAX_LINKS = 3;

/**
 * An answer without a language model: whole sentences of the quoted passage's section (see
 * `quotedPassage`), around the sentence that holds the most of the question (or from the
 * section's start), in their order, read on into the section's next passage when the quoted one
 * ends first (see `nextPassage`), led by the section's heading when the sentences do not name
 * it, lists kept as Markdown lists, a definition led by its term in bold, cross references,
 * other navigation and the page's footnotes left out (one is quoted alone when it answers), as
 * are sentences of another language than the bot's (see `inLanguage`), about `TARGET_LENGTH`
 * characters. The links are the quoted passage first, then the other relevant passages and the
 * leads. What it writes itself is in the bot's language (`replies`).
 */
export async function extractiveAnswer(
  db: Db,
  terms: readonly string[],
  chunks: readonly RetrievedChunk[],
  language: BotLanguage = "fr",
): Promise<{ answer: string; links: AnswerLink[] }> {
  const replies = FIXED_REPLIES[language];
  const relevant = chunks.filter((chunk) => !chunk.lead);
  if (relevant.length === 0) return { answer: replies.noAnswer, links: [] };
  const names = new Set(terms.map((term) => term.toLowerCase()));
  const quoted = await quotedPassage(db, terms, relevant, names);
  if (!quoted) return { answer: replies.seeSources, links: linksOf(chunks) };
  const { chunk, opening = false } = quoted;
  let { units, scores } = inLanguage(quoted, language, opening);
  let picked = pickAround(units, scores, opening);
  if (picked.at(-1) === units.at(-1) && textLength(picked) < TARGET_LENGTH - ROOM_TO_GO_ON) {
    const following = continuation(units, await nextPassage(db, chunk), namesOn(chunk, names));
    if (following.length > 0) {
      const read = {
        units: [...units, ...following],
        scores: [...scores, ...following.map(() => 0)],
      };
      ({ units, scores } = inLanguage(read, language, opening));
      picked = pickAround(units, scores, opening);
    }
  }
  picked = withEarlierParagraphs(units, scores, picked);
  const body = toMarkdown(picked);
  const heading = headingsOf(chunk).at(-1) ?? "";
  const name = sectionName(chunk, language);
  const named = mentions(body, heading || withoutSectionNumber(chunk.title));
  const lead = named || name === "" ? "" : `**${escapeMarkdown(name)}**\n\n`;
  const others = chunks.filter((other) => other !== chunk);
  return { answer: `${lead}${body}`, links: linksOf([chunk, ...others]) };
}

/**
 * Room an answer must have left, at the end of its passage, for the next passage of the section
 * to be read: about a sentence.
 */
const ROOM_TO_GO_ON = 100;

function textLength(units: readonly Unit[]): number {
  return units.reduce((length, unit) => length + unit.text.length + 1, 0);
}

/**
 * The text of the passage after `chunk` in its knowledge base, when it goes on with the same
 * section of the same page, as the knowledge base's current version holds it.
 */
async function nextPassage(db: Db, chunk: RetrievedChunk): Promise<string | undefined> {
  const { rows } = await db.query<{ content: string }>(
    `SELECT n.content
       FROM knowledge_chunks c
       JOIN knowledge_bases b ON b.id = c.knowledge_base_id
       JOIN LATERAL (
         SELECT n.url, n.heading_path, n.content FROM knowledge_chunks n
          WHERE n.knowledge_base_id = c.knowledge_base_id AND n.position > c.position
            AND ${visibleChunk("n", "b")}
          ORDER BY n.position LIMIT 1
       ) n ON n.url = c.url AND n.heading_path = c.heading_path
      WHERE c.id = $1`,
    [chunk.id],
  );
  return rows[0]?.content;
}

/**
 * The readable units of the next passage that go on from `units`: those it repeats of the
 * passage's end (chunks overlap) left out, its lines after the passage's.
 */
function continuation(
  units: readonly Unit[],
  next: string | undefined,
  names: ReadonlySet<string>,
): Unit[] {
  if (next === undefined) return [];
  // A definition repeated without its term (the term's line fell before the cut) is known too,
  // as is a sentence the passage read inside another one (after a period, a sentence starting
  // with a name in lower case, "apt est…", is not cut from the one before it).
  const known = units.map(withoutTerm);
  const following = readableUnits(next, names);
  const start = following.findIndex((unit) => {
    const text = withoutTerm(unit);
    return !known.some((read) => read.includes(text));
  });
  if (start === -1) return [];
  const lines = (units.at(-1)?.line ?? -1) + 1 - (following[start] as Unit).line;
  return following.slice(start).map((unit) => ({ ...unit, line: unit.line + lines }));
}

/** Readable units, each scored for the question. */
interface Scored {
  units: Unit[];
  scores: number[];
}

/**
 * The units written in the bot's language, with what tells no language (a short sentence, a
 * name) in a paragraph that does not tell another: a page translated in part holds paragraphs
 * of its original (the GIMP manual's and the Debian Reference's English ones), and the visitor
 * reads the answer in one language. What an announcement announces (a command, a list) shares
 * its fate, so that neither is quoted without the other. The best unit is kept whatever its
 * language, with what announces it, unless the passage is quoted from its start; a page all in
 * another language is quoted as it is.
 */
function inLanguage({ units, scores }: Scored, language: BotLanguage, opening: boolean): Scored {
  const written = writtenLanguages(units);
  const kept = units.map((_, at) => written[at] === undefined || written[at] === language);
  if (!units.some((unit, at) => kept[at] && unit.kind !== "code")) return { units, scores };
  const announcer = announcers(units);
  const best = opening ? -1 : scores.indexOf(Math.max(...scores));
  for (let at = best; at >= 0; at = announcer[at] ?? -1) kept[at] = true;
  // In the source's order, an announcement's fate is settled before its block's.
  for (const at of units.keys()) {
    const owner = announcer[at] ?? -1;
    if (owner >= 0) kept[at] = kept[owner] as boolean;
  }
  if (kept.every(Boolean)) return { units, scores };
  const score = new Map(units.map((unit, at) => [unit, scores[at] ?? 0]));
  const left = withoutEmptyAnnouncements(units.filter((_, at) => kept[at]));
  return { units: left, scores: left.map((unit) => score.get(unit) ?? 0) };
}

/** For each unit, the announcement whose block it is in (the nearest one); -1 for none. */
function announcers(units: readonly Unit[]): number[] {
  const announcer = units.map(() => -1);
  for (const [at, unit] of units.entries()) {
    if (!unit.announces) continue;
    const block = announcedBlock(units, at).length;
    for (let next = at + 1; next <= at + block; next++) announcer[next] = at;
  }
  return announcer;
}

/**
 * The language each unit is written in: its own when its words tell one, else its paragraph's
 * (its line's sentences together); none for code, which goes with what announces it.
 */
function writtenLanguages(units: readonly Unit[]): (BotLanguage | undefined)[] {
  const paragraphs = new Map<number, string[]>();
  for (const unit of units) {
    if (unit.kind === "code") continue;
    const paragraph = paragraphs.get(unit.line);
    if (paragraph) paragraph.push(unit.text);
    else paragraphs.set(unit.line, [unit.text]);
  }
  const paragraphLanguage = new Map(
    [...paragraphs].map(([line, texts]) => [line, sentenceLanguage(texts.join(" "))]),
  );
  return units.map((unit) =>
    unit.kind === "code"
      ? undefined
      : (sentenceLanguage(unit.text) ?? paragraphLanguage.get(unit.line)),
  );
}

/** A passage as quoted: its readable units, each scored for the question. */
interface Quoted extends Scored {
  chunk: RetrievedChunk;
  /** How much of the question its best unit holds (see `scoredPassage`). */
  best: number;
  /** Its section's name asks what the question asks: it is quoted from its start. */
  opening?: true;
}

/**
 * The passage to quote, on the best page: the one whose section's name asks what the question
 * asks (see `askedSection`), from its start; else, of the page's relevant passages, the one
 * whose best sentence holds the most of the question's words, the first of them on a tie.
 * Retrieval ranks pages, and a page's passages by their words as a whole; the visitor wants the
 * one that says what was asked. When none of them reads as text (a passage may hold only a
 * table or a cut sentence), the first other passage that does.
 */
async function quotedPassage(
  db: Db,
  terms: readonly string[],
  relevant: readonly RetrievedChunk[],
  names: ReadonlySet<string>,
): Promise<Quoted | undefined> {
  const page = pageOf(relevant[0] as RetrievedChunk);
  const onPage = relevant.filter((candidate) => pageOf(candidate) === page);
  const question = await questionLexemes(db, terms.join(" "));
  const asked = await askedSection(db, question, onPage);
  const section = asked && (await scoredPassage(db, terms, asked, names));
  if (section) return { ...section, opening: true };
  let chosen: Quoted | undefined;
  for (const chunk of onPage) {
    const quoted = await scoredPassage(db, terms, chunk, names);
    if (quoted && (!chosen || quoted.best > chosen.best)) chosen = quoted;
  }
  if (chosen) return chosen;
  for (const chunk of relevant) {
    if (pageOf(chunk) === page) continue;
    const quoted = await scoredPassage(db, terms, chunk, names);
    if (quoted) return quoted;
  }
  return undefined;
}

/**
 * Of the page's passages, the one whose section's name (see `sectionName`), or its heading alone
 * (a long title such as a manual's makes any name unlike a question), is worded as the
 * question, as alike as two wordings of one question (`SAME_QUESTION_LIKENESS`), the most alike
 * first: the question asks what the section is about, and its start says it ("Quels sont les
 * algorithmes de résolution des dépendances ?" under "Résolution des dépendances").
 */
async function askedSection(
  db: Db,
  question: readonly string[],
  onPage: readonly RetrievedChunk[],
): Promise<RetrievedChunk | undefined> {
  let best: { chunk: RetrievedChunk; likeness: number } | undefined;
  for (const chunk of onPage) {
    let likeness = 0;
    for (const name of new Set([sectionName(chunk), headingsOf(chunk).at(-1) ?? ""])) {
      if (name === "") continue;
      likeness = Math.max(likeness, questionLikeness(question, await questionLexemes(db, name)));
    }
    if (likeness >= SAME_QUESTION_LIKENESS && likeness > (best?.likeness ?? 0)) {
      best = { chunk, likeness };
    }
  }
  return best?.chunk;
}

/**
 * The passage's readable units, each scored for the question, and how much of the question its
 * best unit holds: first the question's words other than those naming the page's subject (see
 * `subjectTerms`), then all of them (a fraction below one), so that of a page's passages the
 * one saying what is asked of its subject is quoted, and only among equals the one that also
 * names the subject.
 */
async function scoredPassage(
  db: Db,
  terms: readonly string[],
  chunk: RetrievedChunk,
  names: ReadonlySet<string>,
): Promise<Quoted | undefined> {
  const units = readableUnits(chunk.content, namesOn(chunk, names));
  if (units.length === 0) return undefined;
  const texts = units.map((unit) => unit.text);
  const scores = await scoreSentences(db, terms, texts);
  const subject = await subjectTerms(db, terms, chunk);
  const asked = await scoreSentences(
    db,
    terms.filter((term) => !subject.has(term)),
    texts,
  );
  const best = Math.max(
    ...scores.map((score, at) => Math.floor(asked[at] ?? 0) + Math.floor(score) / MAX_SCORED_TERMS),
  );
  return { chunk, units, scores, best };
}

/** Above any count of a question's words: such a count divided by it stays below one. */
const MAX_SCORED_TERMS = 64;

/**
 * The question's words that name the subject of the passage's page: its title (and, in a
 * document or a text, whose sections count as pages, its headings). Every passage of the page
 * is about that subject, said or not: those words tell which page answers, not which of its
 * passages ("le seuil de la Baguette magique" on the page "Baguette magique": the passage that
 * tells how to set the threshold, rather than the one that names the tool).
 */
async function subjectTerms(
  db: Db,
  terms: readonly string[],
  chunk: RetrievedChunk,
): Promise<Set<string>> {
  const subject = onWebPage(chunk) ? chunk.title : `${chunk.title}\n${chunk.headingPath}`;
  const [named = new Map(), ...termLexemes] = await textLexemes(db, [subject, ...terms]);
  return new Set(
    terms.filter((_, at) =>
      [...(termLexemes[at]?.keys() ?? [])].some((lexeme) => named.has(lexeme)),
    ),
  );
}

/**
 * The names a line of the passage may start with in lower case: those the visitor used, and the
 * first word of its page's title when that is written in lower case, which only a name is (a
 * command's manual page, "aptitude-create-state-bundle", whose description starts
 * "aptitude-create-state-bundle produit une archive…").
 */
function namesOn(chunk: RetrievedChunk, names: ReadonlySet<string>): ReadonlySet<string> {
  const own = LOWER_CASE_NAME.exec(withoutSectionNumber(chunk.title))?.[0];
  return own === undefined ? names : new Set([...names, own]);
}

/** A line's first word written in lower case: a name, when the visitor or the page uses it. */
const LOWER_CASE_NAME = /^[\p{Ll}][\p{L}\p{N}-]*/u;

/** The headings above the passage, outermost first, without their section numbers. */
function headingsOf(chunk: RetrievedChunk): string[] {
  return chunk.headingPath.split(HEADING_SEPARATOR).map(withoutSectionNumber);
}

/**
 * Longer than this, a page's title names a whole document (« Manuel de Debian Edu/Skolelinux 12
 * Bookworm »), the same over every answer from it, rather than what its sections are about.
 */
const MAX_SUBJECT_TITLE = 40;

/**
 * What the passage's section is about: its own heading, after the page's title when the heading
 * alone says little ("Options", "Généralités" under "Gomme"), or after the heading above it when
 * the title names a whole document; section numbers left out, and, to lead an answer in the
 * bot's language, a title or heading left untranslated in another one ("Authentication and
 * access controls").
 */
function sectionName(chunk: RetrievedChunk, language?: BotLanguage): string {
  const shown = (name: string) =>
    language === undefined || [undefined, language].includes(nameLanguage(name)) ? name : "";
  const headings = headingsOf(chunk);
  const heading = shown(headings.at(-1) ?? "");
  let title = shown(withoutSectionNumber(chunk.title));
  if (!heading) return title;
  if (title.length > MAX_SUBJECT_TITLE) {
    const above = shown(headings.at(-2) ?? "");
    title = above.length <= MAX_SUBJECT_TITLE && !mentions(above, title) ? above : "";
  }
  if (!title || mentions(heading, title) || mentions(title, heading)) return heading;
  return `${title} — ${heading}`;
}

/**
 * One sentence of a paragraph, one list item or table row, one code block or one caption, as the
 * source holds it.
 */
interface Unit {
  /** As the visitor reads it, the term it defines included. */
  text: string;
  /** The term a definition's first sentence is led by ("installsize — Trier les paquets…"). */
  term?: string;
  /** Position of its line (paragraph, list item, row or code block) in the passage. */
  line: number;
  kind: "sentence" | "item" | "code" | "caption";
  /** A sentence that starts its paragraph: nothing before it is needed to read it. */
  startsParagraph: boolean;
  /** It announces the line after it (a colon ends it, or it is a caption), which is quoted. */
  announces: boolean;
  /** Of a footnote: it comments a sentence elsewhere, and is quoted only as the best unit. */
  note?: true;
  /** A row of a table: its header row (the names of its columns) or a row under it. */
  row?: "header" | "data";
}

/**
 * The passage's readable units: sentences of its paragraphs (a definition's first one led by
 * its term), its list items and code blocks, the captions of its examples and its footnotes,
 * without what reads as navigation or is cut (a chunk may start or end inside a long sentence),
 * nor an announcement with nothing readable after it.
 */
function readableUnits(content: string, names: ReadonlySet<string>): Unit[] {
  const units: Unit[] = [];
  const lines = passageLines(content);
  const terms = definedTerms(lines);
  for (const [line, { text: source, code, note }] of lines.entries()) {
    const unit = { line, startsParagraph: true, announces: false, ...(note ? { note } : {}) };
    const text = code ? source : withoutAsideReferences(source);
    // A term is quoted with its definition, on the next line.
    if (terms.has(line)) continue;
    const termed = terms.has(line - 1) ? termOf(lines[line - 1]?.text ?? "") : undefined;
    if (code) {
      units.push({ ...unit, text, kind: "code" });
    } else if (LIST_ITEM.test(text) || isTableRow(text)) {
      const item = cellsJoined(text.replace(LIST_ITEM, ""));
      const row: Pick<Unit, "row"> = LIST_ITEM.test(text)
        ? {}
        : { row: isTableHeader(text) ? "header" : "data" };
      if (!isNavigation(item) && !ELLIPSIS_END.test(item)) {
        units.push({ ...unit, ...row, text: item, kind: "item", announces: announces(item) });
      }
    } else if (isCaption(text)) {
      units.push({ ...unit, text, kind: "caption", announces: true });
    } else if (!isFigureCaption(text)) {
      const sentences = splitSentences(text.replace(NOTE_CALLS, "$1"));
      for (const [at, written] of sentences.entries()) {
        const last = at === sentences.length - 1;
        const defined = at === 0 ? termed : undefined;
        const ending = last ? lineEnd(written, lines[line + 1], termed !== undefined) : written;
        const sentence = defined === undefined ? ending : definitionStart(ending, names);
        if (isNavigation(sentence) || !isWhole(sentence, names)) continue;
        if (ELLIPSIS_END.test(sentence)) continue;
        units.push({
          ...unit,
          ...(defined === undefined
            ? { text: sentence }
            : { text: `${defined}${TERM_SEPARATOR}${sentence}`, term: defined }),
          kind: "sentence",
          startsParagraph: at === 0,
          announces: last && announces(sentence),
        });
      }
    }
  }
  return withoutEmptyAnnouncements(units);
}

/**
 * A line's last sentence as the answer quotes it: a paragraph its author left without a full
 * stop gets one, and so does a definition ending with the semicolon of an enumeration's entry
 * ("qui est utilisée pour les documents courts ;"), each being quoted as a paragraph of its own.
 */
function lineEnd(sentence: string, next: PassageLine | undefined, defines: boolean): string {
  if (defines && ENUMERATION_END.test(sentence)) return sentence.replace(ENUMERATION_END, ".");
  return isUnpunctuatedParagraph(sentence, next) ? `${sentence}.` : sentence;
}

const ENUMERATION_END = /\s*;$/u;

/**
 * A definition's first sentence as its own paragraph reads it: one that goes on from its term
 * in lower case ("article", then "qui est utilisée pour les documents courts") starts with a
 * capital, like the definitions written as sentences, unless its first word is a name.
 */
function definitionStart(sentence: string, names: ReadonlySet<string>): string {
  const firstWord = LOWER_CASE_NAME.exec(sentence)?.[0];
  if (firstWord === undefined || names.has(firstWord)) return sentence;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/**
 * A paragraph whose last sentence its author left without a full stop ("Il y a deux algorithmes
 * principaux de résolution des dépendances dans aptitude"): long enough and with enough words in
 * lower case to be a sentence, not a label, a term or a list of names ("Traduction française",
 * "Martin Quinson, Jean-Luc Coulon"), and followed in the passage by a paragraph of sentences,
 * a list or a code block, so that neither the end of the passage nor a page break cut it, and
 * the text around it is prose, not lines of an index.
 */
function isUnpunctuatedParagraph(sentence: string, next: PassageLine | undefined): boolean {
  if (next === undefined || SENTENCE_END.test(sentence) || /[,;]$/u.test(sentence)) return false;
  const words = sentence.match(/[\p{L}\p{N}]+/gu) ?? [];
  const lowerCase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return (
    words.length >= MIN_SENTENCE_WORDS &&
    lowerCase * 2 > words.length &&
    (next.code ||
      LIST_ITEM.test(next.text) ||
      (SENTENCE_START.test(next.text) && SENTENCE_END.test(next.text)))
  );
}

/** Fewer words without a full stop read as a label or a term rather than as a sentence. */
const MIN_SENTENCE_WORDS = 6;

/**
 * A term its definition follows, as a definition list or a glossary writes them ("installsize",
 * then "Trier les paquets selon…"; "-q, --quiet", then its effect): a short line without a full
 * stop, with a letter, neither a list item, a footnote, navigation, a label with its value nor
 * a quotation, followed by a line that starts as a sentence or goes on from it in lower case
 * ("article", then "qui est utilisée pour les documents courts ;"). Quoted alone it would read as a
 * stray label, and left out its definition would say what it defines without its name: it
 * leads its definition's first sentence ("installsize — Trier les paquets…").
 */
function isTerm(text: string, next: PassageLine | undefined): boolean {
  if (next === undefined || next.code || next.note || LIST_ITEM.test(next.text)) return false;
  if (LIST_ITEM.test(text) || isTableRow(text) || ATTRIBUTION.test(text) || NOT_A_TERM.test(text)) {
    return false;
  }
  // A definition may go on from its term in lower case, the term ending with a comma or not
  // ("babel," then "utilisée avec l'option french, adapte…").
  const goesOn = /^\p{Ll}/u.test(next.text);
  if (SENTENCE_END.test(text) || /;$/u.test(text) || (/,$/u.test(text) && !goesOn)) return false;
  // Bracketed references ("[19]", "[D]") are marks pointing elsewhere, not words of a term.
  const words = text.replace(/\[[^\]]*\]/gu, "").match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    words.some((word) => /\p{L}/u.test(word)) &&
    words.length < MIN_SENTENCE_WORDS &&
    text.length <= MAX_TERM_LENGTH &&
    !isNavigation(text) &&
    !isCaption(text) &&
    !isFigureCaption(text) &&
    (SENTENCE_START.test(next.text) || goesOn)
  );
}

/** A term as its definition is led by: without the comma that joined it to its definition. */
function termOf(line: string): string {
  return line.replace(/\s*,$/u, "");
}

/**
 * The lines of the passage that are terms of a definition list, each leading its definition on
 * the next line: lines that read as terms (see isTerm), in a run of terms each followed by its
 * definition, a few lines apart. A short line alone before a paragraph (a date, a button's
 * label, a note's title), the lines of a run of short lines (names, labels, a title page) and
 * the captions under a figure's title are not terms.
 */
function definedTerms(lines: readonly PassageLine[]): Set<number> {
  const termLike = lines.map(
    (line, at) => !line.code && !line.note && isTerm(line.text, lines[at + 1]),
  );
  const candidates: number[] = [];
  let inFigure = false;
  for (const [at, line] of lines.entries()) {
    if (!termLike[at]) inFigure = !line.code && isFigureCaption(line.text);
    else if (!inFigure && !termLike[at - 1] && !termLike[at + 1]) candidates.push(at);
  }
  const near = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && Math.abs(a - b) <= MAX_DEFINITION_LINES + 1;
  return new Set(
    candidates.filter(
      (at, index) => near(at, candidates[index - 1]) || near(at, candidates[index + 1]),
    ),
  );
}

/** Paragraphs a definition of a definition list runs to, for its terms to be read as a run. */
const MAX_DEFINITION_LINES = 3;

/** Longer than this, a line without a full stop is a cut sentence or a title, not a term. */
const MAX_TERM_LENGTH = 60;

/** "-- John Fouhy", "— Victor Hugo": who wrote the quotation above, not a term. */
const ATTRIBUTION = /^[-–—]+\s/u;

/**
 * A label and its value ("Valeur par défaut : false"), a quotation: lines that say something of
 * their own rather than name what the next line defines, as a table's row does.
 */
const NOT_A_TERM = /\s:\s|^[«"“]/u;

const TERM_SEPARATOR = " — ";

/** The unit's text as its source writes it, without the term leading it. */
function withoutTerm(unit: Unit): string {
  return unit.term === undefined
    ? unit.text
    : unit.text.slice(unit.term.length + TERM_SEPARATOR.length);
}

/** Text that trails off ("les claviers, les ports série, …"): it reads as cut. */
const ELLIPSIS_END = /(?:…|\.\.\.)$/u;

interface PassageLine {
  text: string;
  code: boolean;
  /** A footnote ("[1] Bien sûr, …"), its number left out of `text`. */
  note?: true;
}

/**
 * "…à vos risques et périls ![1]": the call of a footnote after a sentence's full stop, which
 * the answer leaves out (the footnote is elsewhere) so that the sentence ends as one.
 */
const NOTE_CALLS = /([.!?…](?:\s?»|["'’”)])*)(?:\[\d{1,3}\])+(?=\s|$)/gu;

/** "[21] ": the number a footnote starts with, as DocBook and most manuals write it. */
const FOOTNOTE_NUMBER = /^\[\d{1,3}\]\s+(?=\S)/u;

/** The passage's lines, a code block (between its fences) counting as one. */
function passageLines(content: string): PassageLine[] {
  const raw = content.split("\n");
  const lines: PassageLine[] = [];
  for (let at = 0; at < raw.length; at++) {
    const fence = openingFence(raw[at] ?? "");
    if (fence) {
      const code: string[] = [];
      // A fence left open runs to the end of the passage.
      for (at++; at < raw.length && raw[at] !== fence; at++) code.push(raw[at] ?? "");
      if (code.some((line) => line.trim() !== ""))
        lines.push({ text: code.join("\n"), code: true });
      continue;
    }
    const text = (raw[at] ?? "").trim();
    const number = FOOTNOTE_NUMBER.exec(text)?.[0];
    if (number) lines.push({ text: text.slice(number.length), code: false, note: true });
    else if (text !== "") lines.push({ text, code: false });
  }
  return lines;
}

/**
 * The units without the announcements whose line is not followed by one that reads whole from
 * its start (an image, a cut table, the end of the passage), nor by a further announcement in
 * place of what the first one announces: quoted, they would announce nothing.
 */
function withoutEmptyAnnouncements(units: readonly Unit[]): Unit[] {
  const kept: Unit[] = [];
  for (let at = units.length - 1; at >= 0; at--) {
    const unit = units[at] as Unit;
    const next = kept.at(-1);
    const announced =
      next !== undefined &&
      comesRightAfter(next, unit) &&
      next.startsParagraph &&
      next.note === unit.note &&
      !(next.announces && next.kind === "sentence" && unit.kind !== "caption");
    if (!unit.announces || announced) kept.push(unit);
  }
  return kept.reverse();
}

/** Whether `unit` is on the line after `before`'s, a definition from its term's line. */
function comesRightAfter(unit: Unit, before: Unit): boolean {
  return (unit.term === undefined ? unit.line : unit.line - 1) === before.line + 1;
}

/**
 * Where the quote of the unit at `best` starts, within `TARGET_LENGTH`: its paragraph's start,
 * or else the sentence before it, when it does not start its paragraph (the sentences before
 * say what "it", "ce terme", "cette option" is), what announces it (the
 * lead-in of the list it is an item of, with the items before it; the sentence before a
 * command), or the question it answers in a list of questions and answers.
 */
function leadOf(units: readonly Unit[], best: number): number {
  const first = units[best] as Unit;
  const from = (start: number) =>
    quotedLength(units.slice(start, best + 1)) <= TARGET_LENGTH ? start : best;
  const before = units[best - 1];
  if (before === undefined) return best;
  if (first.kind === "sentence" && !first.startsParagraph) {
    let opening = best - 1;
    while (opening > 0 && !(units[opening] as Unit).startsParagraph) opening -= 1;
    return from(opening) === opening ? opening : from(best - 1);
  }
  if (first.kind === "item") {
    let items = best;
    while (
      units[items - 1]?.kind === "item" &&
      comesRightAfter(units[items] as Unit, units[items - 1] as Unit)
    ) {
      items -= 1;
    }
    const announcement = units[items - 1];
    const announced =
      announcement?.announces && comesRightAfter(units[items] as Unit, announcement);
    if (announced) return from(items - 1);
  }
  if (first.kind !== "sentence" && before.announces && comesRightAfter(first, before)) {
    return from(best - 1);
  }
  const answers = QUESTION_END.test(before.text) && comesRightAfter(first, before);
  return answers ? from(best - 1) : best;
}

/** A question's end: its question mark, then closing marks. */
const QUESTION_END = /\?(?:\s?»|["'’”)\]])*$/u;

/** The length of the units quoted as one text, a separator between each. */
function quotedLength(units: readonly Unit[]): number {
  return Math.max(0, textLength(units) - 1);
}

/**
 * The best unit (the first, for a passage quoted from its start) and its neighbours, in the
 * source's order, within the target length: what leads it (see `leadOf`), then what follows in
 * the section, up to the next question of a list of questions, its last paragraph to its end
 * when little of it is left (`PARAGRAPH_END_ROOM`), and the whole of what the last
 * announcement quoted announces, within `MAX_ANNOUNCED_BLOCK`. A table's row is quoted with
 * the rows the question is about alone (see `quotedRows`).
 */
function pickAround(units: readonly Unit[], scores: readonly number[], opening: boolean): Unit[] {
  if (units.length === 0) return [];
  let best = 0;
  for (let at = 1; at < units.length && !opening; at++) {
    if ((scores[at] ?? 0) > (scores[best] ?? 0)) best = at;
  }
  const first = units[best] as Unit;
  if (first.row === "data" && !opening) return quotedRows(units, scores, best);
  const start = leadOf(units, best);
  let end = best + 1;
  let length = quotedLength(units.slice(start, end));
  const fits = (unit: Unit | undefined) =>
    unit !== undefined && length + unit.text.length + 1 <= TARGET_LENGTH;
  // What follows in the section, paragraphs included: a passage is one section, one subject,
  // up to the next question of a list of questions and answers. A footnote comments a sentence
  // elsewhere: the answer stops before one, and quoting one, at its end.
  const goesOn = (unit: Unit | undefined) =>
    unit !== undefined &&
    (first.note ? unit.line === first.line : !unit.note) &&
    !(unit.line !== first.line && unit.startsParagraph && QUESTION_END.test(unit.text));
  while (end < units.length && fits(units[end]) && goesOn(units[end])) {
    length += (units[end] as Unit).text.length + 1;
    end += 1;
  }
  // The last paragraph is read to its end when little of it is left.
  let paragraphEnd = end;
  let rest = 0;
  while (
    paragraphEnd < units.length &&
    units[paragraphEnd]?.line === units[end - 1]?.line &&
    goesOn(units[paragraphEnd])
  ) {
    rest += (units[paragraphEnd] as Unit).text.length + 1;
    paragraphEnd += 1;
  }
  if (length + rest <= TARGET_LENGTH + PARAGRAPH_END_ROOM) {
    length += rest;
    end = paragraphEnd;
  }
  const picked = units.slice(start, end);
  const announcement = start + picked.findLastIndex((unit) => unit.announces);
  if (announcement < start) return picked;
  const block = announcedBlock(units, announcement);
  // Its block runs on past what was picked: it is quoted whole instead.
  if (announcement + block.length < end) return picked;
  if (block.length > 0) return [...units.slice(start, announcement + 1), ...block];
  // Too long to quote at all: the answer stops before announcing it.
  const lead = units.slice(start, announcement);
  while (lead.at(-1)?.announces) lead.pop();
  return lead.length > 0 ? lead : picked;
}

/**
 * A table's row as quoted, at `best`: led by what announces the table (its lead-in, its
 * caption) and by its header row, followed by the other rows of the table that hold at least
 * `OTHER_ROW_SHARE` as many of the question's words, in the table's order, within
 * `TARGET_LENGTH`, the nearest rows first: the rows after it are other entries of the table
 * (other key bindings, other packages), not the rest of what it says.
 */
function quotedRows(units: readonly Unit[], scores: readonly number[], best: number): Unit[] {
  const inTable = (at: number, from: number) =>
    units[at]?.row !== undefined && comesRightAfter(units[from] as Unit, units[at] as Unit);
  let start = best;
  while (units[start]?.row !== "header" && inTable(start - 1, start)) start -= 1;
  let end = best + 1;
  while (units[end]?.row === "data" && inTable(end - 1, end)) end += 1;
  const header = units[start]?.row === "header" ? start : undefined;
  let lead = start;
  while (
    units[lead - 1]?.announces &&
    units[lead - 1]?.row === undefined &&
    comesRightAfter(units[lead] as Unit, units[lead - 1] as Unit)
  ) {
    lead -= 1;
  }
  const enough = Math.max(1, OTHER_ROW_SHARE * Math.floor(scores[best] ?? 0));
  const others = [...units.keys()]
    .filter((at) => at > (header ?? start - 1) && at < end && at !== best)
    .filter((at) => Math.floor(scores[at] ?? 0) >= enough)
    .sort((a, b) => Math.abs(a - best) - Math.abs(b - best));
  // What is quoted first: the row with its header row, then what announces the table, then the
  // other rows.
  const wanted: number[][] = [
    header === undefined ? [best] : [header, best],
    Array.from({ length: start - lead }, (_, at) => lead + at),
    ...others.map((at) => [at]),
  ];
  const quoted: number[] = [];
  let length = 0;
  for (const group of wanted) {
    const size = textLength(group.map((at) => units[at] as Unit));
    if (quoted.length > 0 && length + size > TARGET_LENGTH) continue;
    quoted.push(...group);
    length += size;
  }
  return quoted.sort((a, b) => a - b).map((at) => units[at] as Unit);
}

/**
 * Of the question's words the best row of a table holds, the share another row must hold to be
 * quoted with it: rows that say what is asked of several entries ("Quitter" and "Quitter le
 * programme") hold about as many, while an entry that shares a word of the question does not.
 */
const OTHER_ROW_SHARE = 0.5;

/**
 * The quoted units, with the paragraphs of the passage before them that fit in what is left of
 * `TARGET_LENGTH`, each whole, nearest first, as long as each holds at least
 * `EARLIER_PARAGRAPH_SHARE` as many of the question's words as the best sentence: an answer
 * ends where its section or passage does, or before a footnote, often short of its length,
 * while its best sentence is often a detail of what the section says of the question before it
 * ("Trier les paquets selon le changement dans la taille…" after "Trier les paquets selon la
 * taille…"). A paragraph reads from its first sentence, a list from its lead-in; a footnote is
 * no part of the text before, nor is what comes before a question (the quoted text's own, or
 * an earlier one of a list of questions and answers), nor a table.
 */
function withEarlierParagraphs(
  units: readonly Unit[],
  scores: readonly number[],
  picked: readonly Unit[],
): Unit[] {
  const first = units.indexOf(picked[0] as Unit);
  // A question is where its answer starts: what is before it belongs to another question.
  const entry = QUESTION_END.test(picked[0]?.text ?? "");
  if (first <= 0 || entry || picked.some((unit) => unit.note)) return [...picked];
  const enough = EARLIER_PARAGRAPH_SHARE * Math.max(...scores.map(Math.floor));
  let start = first;
  let length = textLength(picked);
  let extra = 0;
  let held = 0;
  for (let at = start - 1; at >= 0; at--) {
    const unit = units[at] as Unit;
    if (unit.note || (unit.startsParagraph && QUESTION_END.test(unit.text))) break;
    // The rows of a table are its entries, each on its own subject, not a paragraph's context.
    if (unit.row !== undefined) break;
    extra += unit.text.length + 1;
    held = Math.max(held, Math.floor(scores[at] ?? 0));
    if (length + extra > TARGET_LENGTH) break;
    if (unit.kind === "item" || unit.kind === "code") continue;
    if (unit.kind === "sentence" && !unit.startsParagraph) continue;
    if (held === 0 || held < enough) break;
    length += extra;
    extra = 0;
    held = 0;
    start = at;
  }
  return [...units.slice(start, first), ...picked];
}

/**
 * Of the question's words its best sentence holds, the share a paragraph before it must hold
 * to be quoted before it: one that says what the best sentence details holds about as many,
 * while the item before in a list of options, or an image's caption, shares a word or two.
 */
const EARLIER_PARAGRAPH_SHARE = 0.5;

/**
 * What the unit at `at` announces: the code block, the list or the paragraph on the line after
 * it, and what an announcement of its own announces in turn (a caption heading a listing, a
 * step of a procedure announcing its command), whole within `MAX_ANNOUNCED_BLOCK` characters:
 * a list cut between items, a code block between lines (marked with "…"), never right after
 * an announcement.
 */
function announcedBlock(units: readonly Unit[], at: number): Unit[] {
  const first = units[at + 1] as Unit;
  const block: Unit[] = [];
  let length = 0;
  for (let next = at + 1; next < units.length; next++) {
    const unit = units[next] as Unit;
    const last = block.at(-1);
    const announced = last?.announces === true && comesRightAfter(unit, last);
    const belongs =
      unit === first ||
      announced ||
      (first.kind === "item" && unit.kind === "item" && unit.line === (last?.line ?? 0) + 1) ||
      (first.kind === "sentence" && unit.kind === "sentence" && unit.line === first.line) ||
      // A list of definitions, each led by its term.
      (first.term !== undefined && (unit.term !== undefined || unit.line === last?.line));
    // A footnote is no part of what a sentence of the page announces.
    if (!belongs || unit.note !== units[at]?.note) break;
    const room = MAX_ANNOUNCED_BLOCK - length;
    const text = unit.kind === "code" ? codeWithin(unit.text, room) : unit.text;
    if (text === "" || (block.length > 0 && text.length > room)) break;
    length += text.length + 1;
    block.push({ ...unit, text });
  }
  while (block.at(-1)?.announces) block.pop();
  return block;
}

/**
 * A code block's first lines within `room` characters, "…" marking the cut; nothing when not
 * even its first line fits.
 */
function codeWithin(code: string, room: number): string {
  if (code.length <= room) return code;
  const lines: string[] = [];
  let length = "\n…".length;
  for (const line of code.split("\n")) {
    if (length + line.length + 1 > room) break;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.length === 0 ? "" : [...lines, "…"].join("\n");
}

/**
 * Units as Markdown: sentences of a line joined, list items as a list (a table's rows too, its
 * header row in bold), code blocks fenced, captions in bold.
 */
function toMarkdown(units: readonly Unit[]): string {
  const blocks: string[] = [];
  let previous: Unit | undefined;
  for (const unit of units) {
    const text = escapeMarkdown(unit.text);
    const apart = previous ? "\n\n" : "";
    if (unit.kind === "item") {
      const item = unit.row === "header" ? `**${text}**` : text;
      blocks.push(`${previous?.kind === "item" ? "\n" : apart}- ${item}`);
    } else if (unit.kind === "code") {
      blocks.push(`${apart}${fenceCode(unit.text.split("\n"))}`);
    } else if (unit.kind === "caption") {
      blocks.push(`${apart}**${text}**`);
    } else if (previous?.kind === "sentence" && previous.line === unit.line) {
      blocks.push(` ${text}`);
    } else if (unit.term !== undefined) {
      const definition = escapeMarkdown(withoutTerm(unit));
      blocks.push(`${apart}**${escapeMarkdown(unit.term)}**${TERM_SEPARATOR}${definition}`);
    } else {
      blocks.push(`${apart}${text}`);
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
    const key = onWebPage(chunk) ? chunk.url : `${chunk.url}\n${chunk.content}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ url: chunk.url, chunk: chunk.content, knowledgeBaseId: chunk.knowledgeBaseId });
    if (links.length === MAX_LINKS) break;
  }
  return links;
}

const LIST_ITEM = /^[-*•]\s+/;

/** A table's row (its header row too) as an answer's list item shows it: cells apart by " — ". */
function cellsJoined(row: string): string {
  return row
    .split(TABLE_CELLS.row)
    .join(CELL_SEPARATOR)
    .split(TABLE_CELLS.header)
    .join(CELL_SEPARATOR);
}

const CELL_SEPARATOR = " — ";

/**
 * "Voir Section 14.3", "consultez le Chapitre 2", "voir la section intitulée « Motifs »": where
 * to read on, not what to read. A section in lower case is one of the text when it is numbered,
 * titled or quoted: with a name alone, it may be one of a screen ("cliquez sur Paramètres pour
 * voir la section Confidentialité").
 */
const CROSS_REFERENCE =
  /\b(?:[Vv]oir|[Vv]oyez|[Cc]onsultez|cf\.) (?:aussi )?(?:la |le |l'|les )?(?:(?:Section|Chapitre|Figure|Tableau|Table|Exemple|Annexe|Partie)s? (?:intitulée? )?[\d\p{Lu}«"]|(?:section|chapitre)s? (?:intitulée? [\p{Lu}«"]|[\d«"]))/u;

/**
 * Cross references, menus and page links: what a reader follows, not what they read. A sentence
 * that sends the reader elsewhere ("Voyez aussi Annulation.", "Ces brosses sont décrites dans la
 * section Brosses.") is one too, not one that only names a section it follows ("Comme signalé
 * dans la section « Motifs », le texte tapé…").
 */
const NAVIGATION = [
  CROSS_REFERENCE,
  // "Voyez aussi Annulation.", not "Voyez comme la page se recharge."
  /^(?:Voir aussi|Reportez-vous)\b|^Voyez (?:aussi\b|[\p{Lu}«"])/u,
  // "Consultez le chapitre routeur Internet pour des détails…", "Consultez le manuel « … »
  // dans le chapitre…", not "Consultez la page de manuel de fstab(5)" nor "Consultez polkit(8)".
  /^(?:Consultez|Lisez|Voyez|Voir) (?:aussi )?(?:le |la |les |l')(?:chapitres?|sections?|parties?|annexes?|rubriques?|manuel «|guide «)(?=[\s,.])/u,
  /\b(?:trouverez|décrite?s?|expliquée?s?|détaillée?s?) [^.]{0,200}\b(?:dans|à) (?:la |le |l')(?:section|chapitre|annexe)s? (?:intitulée? )?[\d\p{Lu}«"]/u,
  /^(?:Précédent|Suivant|Sommaire|Accueil|Table des matières|Niveau supérieur|Haut de page|Prev|Next|Home|Up)\b/u,
  /^(?:Table|Tableau|Figure|Exemple) [\d.]+ [–-]/u,
  /(?:[^>\n]{1,40} > ){2,}/u,
];

function isNavigation(text: string): boolean {
  return NAVIGATION.some((pattern) => pattern.test(text));
}

/** An aside in parentheses and the space before it: "(voir Section 1.2.12 et Section 1.2.13)". */
const ASIDE = / ?\(([^()]*)\)/gu;

/**
 * The text without the cross references it makes in parentheses ("Ne sauvegardez pas /proc
 * (voir Section 1.2.12)."): an aside telling where to read on, without which the sentence reads
 * whole, while quoted it would be navigation, and the sentence left out with it.
 */
function withoutAsideReferences(text: string): string {
  return text.replace(ASIDE, (aside, inside: string) =>
    CROSS_REFERENCE.test(inside) ? "" : aside,
  );
}

/**
 * Starts as a sentence does and ends with its full stop: a line starting in lower case goes on
 * from text left out (a table, a code block, another page of a PDF), unless its first word is
 * one the visitor used, a name written in lower case (aptitude, gimp); a passage may also end
 * inside a long sentence.
 */
function isWhole(sentence: string, names: ReadonlySet<string>): boolean {
  const firstWord = LOWER_CASE_NAME.exec(sentence)?.[0];
  const starts = SENTENCE_START.test(sentence) || (firstWord !== undefined && names.has(firstWord));
  return starts && SENTENCE_END.test(sentence);
}

/**
 * A capital or a digit, after an opening bracket or quote or not; or a quote opening with what
 * it quotes, whatever its case: a path, a command or a name ("« /etc/resolv.conf » est…").
 */
const SENTENCE_START = /^(?:[«“]\s*\S|[«"“'‘([]?\s*[\p{Lu}\p{N}])/u;
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

/** The scores scoreSentences computes, computed by the database alone, in one query. */
export async function scoreSentencesInDatabase(
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
