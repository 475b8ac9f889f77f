import { createHash } from "node:crypto";
import { timeSlicer } from "./event-loop";
import { splitSentences } from "./sentences";
import type { TextBlock } from "./structured-text";

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
  const targetSize = options.targetSize ?? 800;
  const overlap = options.overlap ?? 150;
  const seen = new Set<string>();
  for (const source of sources) {
    const url = storable(source.url);
    const title = storable(source.title);
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
function storable(text: string): string {
  return text.replaceAll("\u0000", "");
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
    const text = storable(block.text);
    if (text === "") continue;
    const headingPath = block.headingPath.map(storable);
    const last = result.at(-1);
    if (last && sameHeadings(last.headingPath, headingPath)) last.texts.push(text);
    else result.push({ headingPath, texts: [text] });
  }
  return result;
}

function sameHeadings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((heading, index) => heading === b[index]);
}

/** A piece of a section: a whole paragraph, or a sentence or word run cut from a long one. */
interface Piece {
  text: string;
  /** Starts a paragraph: joined to what precedes with a line break rather than a space. */
  startsParagraph: boolean;
}

function* packSection(
  texts: readonly string[],
  targetSize: number,
  overlap: number,
): Generator<void, string[]> {
  const chunks: string[] = [];
  let current = "";
  for (const piece of yield* piecesOf(texts, targetSize)) {
    yield;
    const joined = join(current, piece);
    if (current !== "" && joined.length > targetSize) {
      chunks.push(current);
      current = join(overlapTail(current, overlap), piece);
    } else {
      current = joined;
    }
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

function* piecesOf(texts: readonly string[], targetSize: number): Generator<void, Piece[]> {
  const pieces: Piece[] = [];
  for (const text of texts) {
    yield;
    for (const piece of toPieces(text, targetSize)) pieces.push(piece);
  }
  return pieces;
}

function join(current: string, piece: Piece): string {
  if (current === "") return piece.text;
  return `${current}${piece.startsParagraph ? "\n" : " "}${piece.text}`;
}

function toPieces(paragraph: string, targetSize: number): Piece[] {
  if (paragraph.length <= targetSize) return [{ text: paragraph, startsParagraph: true }];
  const pieces: Piece[] = [];
  let current = "";
  const push = () => {
    if (current) pieces.push({ text: current, startsParagraph: pieces.length === 0 });
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

/** The last whole sentences of `text` within `size` characters, else its last whole words. */
function overlapTail(text: string, size: number): string {
  if (size <= 0) return "";
  const sentences = splitSentences(text);
  let tail = "";
  for (let index = sentences.length - 1; index >= 0; index--) {
    const candidate = tail ? `${sentences[index]} ${tail}` : (sentences[index] ?? "");
    if (candidate.length > size) break;
    tail = candidate;
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
