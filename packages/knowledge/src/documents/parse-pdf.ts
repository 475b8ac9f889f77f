import { getDocumentProxy } from "unpdf";
import { MAX_PDF_PAGE_CHARACTERS, MAX_PDF_PAGES } from "../constants";
import { BlockCollector, collapseWhitespace, type StructuredText } from "../structured-text";
import { DocumentError, refusedByLimit } from "./document-error";

interface Line {
  text: string;
  size: number;
  /** Baseline height on the page; smaller is lower. */
  y: number;
  page: number;
}

/** A line is a heading when its type is this much larger than the body text. */
const HEADING_RATIO = 1.15;
const MAX_HEADING_LENGTH = 150;

/**
 * PDF to text. PDF has no structure to read, so it is inferred from the layout: lines in a larger
 * type than the body text become headings (the larger, the higher), and a vertical gap wider
 * than usual starts a new paragraph.
 */
export async function parsePdf(bytes: Uint8Array): Promise<StructuredText> {
  let document: PdfDocument;
  try {
    // pdf.js takes ownership of the buffer it is given.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    throw pdfFailure(error);
  }
  try {
    if (document.numPages > MAX_PDF_PAGES) {
      throw refusedByLimit({ kind: "pages", value: MAX_PDF_PAGES });
    }
    const lines: Line[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      for (const line of toLines(await pageText(page), number)) lines.push(line);
      page.cleanup();
    }
    const metadata = await document.getMetadata().catch(() => undefined);
    const info = (metadata?.info ?? {}) as { Title?: unknown };
    const collector = layoutToBlocks(withoutRunningLines(lines, document.numPages));
    const title = typeof info.Title === "string" ? collapseWhitespace(info.Title) : "";
    return { title: title || collector.firstHeading, blocks: collector.blocks };
  } catch (error) {
    throw pdfFailure(error);
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

/**
 * The text items of a page, taken as pdf.js finds them and refused past MAX_PDF_PAGE_CHARACTERS:
 * a page may hold any number of text operators, which pdf.js would otherwise gather whole.
 */
async function pageText(page: PdfPage): Promise<unknown[]> {
  const items: unknown[] = [];
  let characters = 0;
  const reader = page.streamTextContent().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return items;
    for (const item of (value as { items: unknown[] }).items) {
      const text = (item as Partial<PdfTextItem>).str;
      characters += typeof text === "string" ? text.length : 0;
      items.push(item);
    }
    if (characters > MAX_PDF_PAGE_CHARACTERS) {
      const refusal = refusedByLimit({ kind: "page_text", value: MAX_PDF_PAGE_CHARACTERS });
      await reader.cancel(refusal);
      throw refusal;
    }
  }
}

interface PdfTextItem {
  str: string;
  transform: number[];
  height: number;
  hasEOL: boolean;
}

function toLines(items: readonly unknown[], page: number): Line[] {
  const lines: Line[] = [];
  let current: Line | undefined;
  for (const raw of items) {
    const item = raw as Partial<PdfTextItem>;
    if (typeof item.str !== "string" || !item.transform) continue;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.transform[3] ?? 0) || item.height || 0;
    if (current && Math.abs(current.y - y) > Math.max(1, current.size * 0.3)) {
      lines.push(current);
      current = undefined;
    }
    if (item.str.trim() !== "") {
      if (!current) current = { text: "", size: 0, y, page };
      current.text += item.str;
      current.size = Math.max(current.size, size);
    } else if (current && item.str !== "") {
      current.text += " ";
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ ...line, text: collapseWhitespace(line.text) }))
    .filter((line) => line.text !== "");
}

function layoutToBlocks(lines: readonly Line[]): BlockCollector {
  const collector = new BlockCollector();
  const bodySize = mostCommonSize(lines);
  const headingSizes = [...new Set(lines.map((line) => round(line.size)))]
    .filter((size) => size >= bodySize * HEADING_RATIO)
    .sort((a, b) => b - a);
  const usualGap = usualLineGap(lines, bodySize);

  let paragraph: string[] = [];
  const flush = () => {
    collector.block(joinLines(paragraph));
    paragraph = [];
  };
  let previous: Line | undefined;
  for (const line of lines) {
    const headingRank = headingSizes.indexOf(round(line.size));
    if (headingRank >= 0 && line.text.length <= MAX_HEADING_LENGTH) {
      flush();
      collector.heading(Math.min(headingRank + 1, 6), line.text);
      previous = undefined;
      continue;
    }
    const gap = previous && previous.page === line.page ? previous.y - line.y : undefined;
    if (gap !== undefined && (gap > usualGap * 1.4 || gap < 0)) flush();
    paragraph.push(line.text);
    previous = line;
  }
  flush();
  return collector;
}

/**
 * Joins the lines of a paragraph. A word hyphenated across lines is made whole again
 * ("habituelle-" + "ment"), so that it can be searched; a compound word broken at its own hyphen
 * loses it, which costs less than every hyphenated word being two.
 */
function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => {
    if (text === "") return line;
    if (HYPHENATED_END.test(text) && /^\p{Ll}/u.test(line)) return text.slice(0, -1) + line;
    return text.endsWith("-") ? text + line : `${text} ${line}`;
  }, "");
}

const HYPHENATED_END = /\p{Ll}-$/u;

/** Share of the pages a line must recur on, at the top or the bottom, to be a running line. */
const RUNNING_SHARE = 0.3;
const MIN_RUNNING_PAGES = 3;
/** Lines at each end of a page that may be running headers or footers. */
const PAGE_EDGE_LINES = 2;

/**
 * The lines without running headers and footers: a line at the top or the bottom of a page whose
 * text, numbers aside ("Guide 11 / 237"), recurs there on many pages is the document's title,
 * chapter or page number, not its content.
 */
function withoutRunningLines(lines: readonly Line[], pageCount: number): Line[] {
  const minPages = Math.max(MIN_RUNNING_PAGES, Math.ceil(pageCount * RUNNING_SHARE));
  if (pageCount < minPages) return [...lines];
  const byPage = new Map<number, Line[]>();
  for (const line of lines) {
    const page = byPage.get(line.page) ?? [];
    page.push(line);
    byPage.set(line.page, page);
  }
  const edges = new Set<Line>();
  const pagesOf = new Map<string, Set<number>>();
  for (const [page, pageLines] of byPage) {
    const atEdge = [...pageLines.slice(0, PAGE_EDGE_LINES), ...pageLines.slice(-PAGE_EDGE_LINES)];
    for (const line of atEdge) {
      edges.add(line);
      const key = runningKey(line.text);
      const pages = pagesOf.get(key) ?? new Set();
      pages.add(page);
      pagesOf.set(key, pages);
    }
  }
  return lines.filter(
    (line) => !edges.has(line) || (pagesOf.get(runningKey(line.text))?.size ?? 0) < minPages,
  );
}

function runningKey(text: string): string {
  return text.replace(/\d+/g, "#").toLowerCase();
}

function mostCommonSize(lines: readonly Line[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = round(line.size);
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) [best, bestWeight] = [size, weight];
  }
  return best;
}

/** The most frequent distance between consecutive body lines of a page (the smaller on a tie). */
function usualLineGap(lines: readonly Line[], bodySize: number): number {
  const counts = new Map<number, number>();
  for (let index = 1; index < lines.length; index++) {
    const [above, below] = [lines[index - 1], lines[index]];
    if (!above || !below || above.page !== below.page) continue;
    if (round(above.size) !== bodySize || round(below.size) !== bodySize) continue;
    const gap = round(above.y - below.y);
    if (gap > 0) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  let usual = bodySize * 1.2;
  let usualCount = 0;
  for (const [gap, count] of counts) {
    if (count > usualCount || (count === usualCount && gap < usual))
      [usual, usualCount] = [gap, count];
  }
  return usual;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function pdfFailure(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const name = (error as { name?: string } | undefined)?.name;
  if (name === "PasswordException") {
    return new DocumentError("unreadable", "The PDF is password-protected.");
  }
  return new DocumentError("unreadable", "The PDF is damaged and cannot be read.");
}
