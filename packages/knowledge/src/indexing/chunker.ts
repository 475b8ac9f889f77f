import { createHash } from "node:crypto";
import { announces } from "../documents/announcement";
import { codeLines, fenceCode } from "../documents/code-block";
import { withoutLigatures } from "../documents/ligatures";
import { splitSentences } from "../documents/split-sentences";
import { isTableHeader, isTableRow, type TextBlock } from "../documents/structured-text";
import { timeSlicer } from "../time-slicer";

/** One source of text to index: a crawled page, a document, the text of a text knowledge base. */
export interface TextSource {
  /** Where the text comes from; may be empty (text knowledge bases have no address). */
  url: string;
  title: string;
  blocks: TextBlock[];
}

export interface Chunk {
  url: string;
  title: string;
  /** The headings above the chunk, joined with " > ". */
  headingPath: string;
  content: string;
  /** sha256 of the normalised content: the same text is indexed once per knowledge base. */
  contentHash: string;
  /** Order of the chunk among all chunks of the knowledge base. */
  position: number;
}

export interface ChunkingOptions {
  /** Size a chunk is filled up to, in characters. */
  targetSize?: number;
  /** Text repeated from the end of the previous chunk of the same section, in characters. */
  overlap?: number;
}

export const HEADING_SEPARATOR = " > ";

function withDefaults({ targetSize = 800, overlap = 150 }: ChunkingOptions) {
  return { targetSize, overlap };
}

/**
 * Cuts sources into chunks: each section (blocks under the same headings) is packed paragraph by
 * paragraph up to the target size; a paragraph too long for one chunk is cut between sentences,
 * a sentence too long between words. Consecutive chunks of a section share about `overlap`
 * characters of whole sentences (or words) so that no idea is lost at a cut. Repeated text
 * (same normalised content) is kept once.
 */
export function chunkSources(
  sources: readonly TextSource[],
  options: ChunkingOptions = {},
): Chunk[] {
  const chunks: Chunk[] = [];
  for (const _ of chunking(sources, options, chunks));
  return chunks;
}

/**
 * The version of the cut: any change to the chunks cut from the same sources comes with a new
 * one (chunker.test.ts holds a reference cut of this version), so that the chunks of a knowledge
 * base cut before are cut again at its next ingestion, even from pages that did not change.
 */
export const CHUNKER_VERSION = 4;

/**
 * What the chunks cut from `sources` depend on, as a hash: the sources in their order, the
 * options and the chunker's version. Equal hashes give equal chunks.
 */
export async function sourcesHash(
  sources: readonly TextSource[],
  options: ChunkingOptions = {},
): Promise<string> {
  const hash = createHash("sha256");
  const { targetSize, overlap } = withDefaults(options);
  hash.update(JSON.stringify([CHUNKER_VERSION, targetSize, overlap]));
  const pause = timeSlicer();
  for (const { url, title, blocks } of sources) {
    await pause();
    hash.update(JSON.stringify([url, title, blocks]));
  }
  return hash.digest("hex");
}

/**
 * `chunkSources`, giving other work a turn every few milliseconds: the text of a large
 * document or site takes a second or more to cut.
 */
export async function chunkSourcesInTurns(
  sources: readonly TextSource[],
  options: ChunkingOptions = {},
): Promise<Chunk[]> {
  const chunks: Chunk[] = [];
  const pause = timeSlicer();
  for (const _ of chunking(sources, options, chunks)) await pause();
  return chunks;
}

/** Fills `chunks`, pausing (yielding) after each block and each chunk. */
function* chunking(
  sources: readonly TextSource[],
  options: ChunkingOptions,
  chunks: Chunk[],
): Generator<void> {
  const { targetSize, overlap } = withDefaults(options);
  const seen = new Set<string>();
  for (const source of sources) {
    const url = storable(source.url);
    const title = readText(source.title);
    for (const section of yield* sections(source.blocks)) {
      if (isNavigationSection(section.headingPath)) continue;
      for (const content of yield* packSection(section.texts, targetSize, overlap)) {
        yield;
        const contentHash = hashContent(content);
        if (seen.has(contentHash)) continue;
        seen.add(contentHash);
        chunks.push({
          url,
          title,
          headingPath: section.headingPath.join(HEADING_SEPARATOR),
          content,
          contentHash,
          position: chunks.length,
        });
      }
    }
  }
}

/**
 * Text without U+0000, which no text column can store: a page or a document holding one is
 * indexed without it rather than refused.
 */
export function storable(text: string): string {
  return text.replaceAll("\u0000", "");
}

/**
 * A title, heading or block as chunks hold it, searched, quoted and compared: storable, its
 * ligatures spelt as letters. Every text enters here, whichever reader read it (page, document,
 * text knowledge base, or a page kept from an earlier crawl).
 */
function readText(text: string): string {
  return withoutLigatures(storable(text));
}

export function hashContent(content: string): string {
  const normalised = content.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  return createHash("sha256").update(normalised).digest("hex");
}

/**
 * A document's table of contents, index or lists of tables: titles of other sections, which
 * would match every question and answer none.
 */
const NAVIGATION_HEADING =
  /^(?:table des matières|sommaire|index|liste des (?:tableaux|figures|exemples|illustrations)|table of contents|contents|list of (?:tables|figures|examples))$/i;

function isNavigationSection(headingPath: readonly string[]): boolean {
  const heading = headingPath.at(-1);
  return heading !== undefined && NAVIGATION_HEADING.test(heading.trim());
}

function* sections(
  blocks: readonly TextBlock[],
): Generator<void, { headingPath: string[]; texts: string[] }[]> {
  const result: { headingPath: string[]; texts: string[] }[] = [];
  for (const block of blocks) {
    yield;
    const text = readText(block.text);
    if (text === "") continue;
    const headingPath = block.headingPath.map(readText);
    const last = result.at(-1);
    if (last && sameHeadings(last.headingPath, headingPath)) last.texts.push(text);
    else result.push({ headingPath, texts: [text] });
  }
  return result;
}

function sameHeadings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((heading, index) => heading === b[index]);
}

/**
 * A piece of a section: a whole paragraph, list item or table row, or code block, or a part cut
 * from a long one.
 */
interface Piece {
  text: string;
  /** Starts a paragraph: joined to what precedes with a line break rather than a space. */
  startsParagraph: boolean;
  kind: "text" | "item" | "code";
}

/**
 * Packs a section's pieces into chunks of about `targetSize` characters. A chunk never ends on
 * an announcement ("La commande suivante installe le paquet :", "Exemple 3.1. …") or a table's
 * header row while what it announces follows: the announcement goes to the next chunk, so that
 * a passage holds a command, an example or a list with what introduces it. A chunk that goes on
 * with the rows of a table starts with the table's header row, so that its rows read under the
 * names of their columns.
 */
function* packSection(
  texts: readonly string[],
  targetSize: number,
  overlap: number,
): Generator<void, string[]> {
  const pieces: Piece[] = [];
  for (const text of texts) {
    yield;
    for (const piece of toPieces(text, targetSize)) pieces.push(piece);
  }
  const chunks: string[] = [];
  let current: Piece[] = [];
  let length = 0;
  /** The header row of the table whose rows are being packed. */
  let header: Piece | undefined;
  for (const piece of pieces) {
    yield;
    // Another table's header row, or text, ends the table.
    if (!isTableRow(piece.text) || isTableHeader(piece.text)) header = undefined;
    if (current.length > 0 && length + 1 + sizeOf(piece) > targetSize) {
      const from = announcementStart(current, piece);
      const kept = current.slice(0, from);
      chunks.push(textOf(kept));
      current = [...overlapPieces(kept, overlap), ...current.slice(from)];
      // Only rows of the table came since its header row: it leads them when they go on.
      if (header && !current.some((held) => held.text === header?.text)) {
        current = [header, ...current];
      }
      length = sizeOfAll(current);
    }
    length += (current.length > 0 ? 1 : 0) + sizeOf(piece);
    current.push(piece);
    if (isTableHeader(piece.text)) header = piece;
  }
  if (current.length > 0) chunks.push(textOf(current));
  return chunks;
}

/**
 * Where the chunk being packed should end when `piece` does not fit in it: before its last
 * piece when that piece is an announcement and `piece` starts what it announces (its block
 * then opens the next chunk with it), or a table's header row and `piece` a row under it (and
 * before what announces the table, then), else after its last piece. An announcement followed
 * by part of its list stays where it is: the list is cut between items, the chunk ends on one.
 */
function announcementStart(current: readonly Piece[], piece: Piece): number {
  if (!piece.startsParagraph) return current.length;
  let from = current.length;
  const last = current.at(-1);
  if (last && isTableHeader(last.text) && isTableRow(piece.text) && !isTableHeader(piece.text)) {
    from -= 1;
  }
  const announcement = current[from - 1];
  if (
    announcement &&
    announcement.kind !== "code" &&
    announces(announcement.text.slice(announcement.text.lastIndexOf("\n") + 1))
  ) {
    from -= 1;
  }
  // The chunk keeps a piece at least.
  return from > 0 ? from : current.length;
}

/**
 * What a piece counts for in a chunk's size: its text, a code block's fences aside (they mark
 * the text up, as a list item's dash does, and are no text to read or search).
 */
function sizeOf(piece: Piece): number {
  if (piece.kind !== "code") return piece.text.length;
  return piece.text.length - 2 * (piece.text.indexOf("\n") + 1);
}

function sizeOfAll(pieces: readonly Piece[]): number {
  return pieces.reduce((size, piece, at) => size + (at > 0 ? 1 : 0) + sizeOf(piece), 0);
}

function textOf(pieces: readonly Piece[]): string {
  let text = "";
  for (const piece of pieces) {
    text = text === "" ? piece.text : `${text}${piece.startsParagraph ? "\n" : " "}${piece.text}`;
  }
  return text;
}

/**
 * What the next chunk repeats of the one just cut: its last whole sentences, lines kept apart,
 * within `size` characters. Nothing after a code block: its lines are no sentences, and a part
 * of it without what announced it would say nothing.
 */
function overlapPieces(pieces: readonly Piece[], size: number): Piece[] {
  const lastCode = pieces.findLastIndex((piece) => piece.kind === "code");
  const prose = pieces.slice(lastCode + 1);
  if (prose.length === 0) return [];
  return overlapTail(textOf(prose), size)
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => ({ text: line, startsParagraph: true, kind: kindOf(line) }));
}

function kindOf(text: string): Piece["kind"] {
  if (codeLines(text)) return "code";
  return LIST_ITEM.test(text) || isTableRow(text) ? "item" : "text";
}

/** A list item as the readers write it. */
const LIST_ITEM = /^[-*•]\s/;

function toPieces(paragraph: string, targetSize: number): Piece[] {
  const kind = kindOf(paragraph);
  const whole: Piece = { text: paragraph, startsParagraph: true, kind };
  if (sizeOf(whole) <= targetSize) return [whole];
  const code = codeLines(paragraph);
  if (code) {
    return codeRuns(code, targetSize).map((text) => ({ text, startsParagraph: true, kind }));
  }
  const pieces: Piece[] = [];
  let current = "";
  const push = () => {
    if (current) pieces.push({ text: current, startsParagraph: pieces.length === 0, kind });
    current = "";
  };
  for (const sentence of splitSentences(paragraph)) {
    for (const part of sentence.length <= targetSize
      ? [sentence]
      : wordRuns(sentence, targetSize)) {
      if (current && current.length + 1 + part.length > targetSize) push();
      current = current ? `${current} ${part}` : part;
    }
  }
  push();
  return pieces;
}

/**
 * A code block too long for one chunk, cut between its lines into code blocks of at most
 * `room` characters, fences aside; a line longer than that is cut every so many characters.
 */
function codeRuns(lines: readonly string[], room: number): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  let length = 0;
  for (const line of lines.flatMap((whole) => slices(whole, room))) {
    if (run.length > 0 && length + 1 + line.length > room) {
      runs.push(fenceCode(run));
      run = [];
      length = 0;
    }
    length += (run.length > 0 ? 1 : 0) + line.length;
    run.push(line);
  }
  if (run.length > 0) runs.push(fenceCode(run));
  return runs;
}

/**
 * Cuts text between words into runs of at most `size` characters; a word longer than that (a
 * run of characters without a space) is cut every `size` characters.
 */
function wordRuns(text: string, size: number): string[] {
  const runs: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).flatMap((whole) => slices(whole, size))) {
    if (current && current.length + 1 + word.length > size) {
      runs.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) runs.push(current);
  return runs;
}

function slices(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size)
    parts.push(text.slice(start, start + size));
  return parts;
}

/**
 * The last whole sentences of `text` within `size` characters, each line's apart from the
 * line before, else its last whole words.
 */
function overlapTail(text: string, size: number): string {
  if (size <= 0) return "";
  const lines = text.split("\n");
  let tail = "";
  let full = false;
  for (let line = lines.length - 1; line >= 0 && !full; line--) {
    const sentences = splitSentences(lines[line] ?? "");
    let lineTail = "";
    for (let index = sentences.length - 1; index >= 0; index--) {
      const candidate = lineTail ? `${sentences[index]} ${lineTail}` : (sentences[index] ?? "");
      if (candidate.length + (tail ? tail.length + 1 : 0) > size) {
        full = true;
        break;
      }
      lineTail = candidate;
    }
    if (lineTail) tail = tail ? `${lineTail}\n${tail}` : lineTail;
  }
  if (tail) return tail;
  const words = text.split(/\s+/);
  for (let index = words.length - 1; index >= 0; index--) {
    const candidate = tail ? `${words[index]} ${tail}` : (words[index] ?? "");
    if (candidate.length > size) break;
    tail = candidate;
  }
  return tail;
}
