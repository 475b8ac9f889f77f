import { getDocumentProxy } from "unpdf";
import { MAX_PDF_PAGE_CHARACTERS, MAX_PDF_PAGES } from "../constants";
import { admonitionLabel } from "./admonition-label";
import { announces } from "./announcement";
import { DocumentError, refusedByLimit } from "./document-error";
import { BlockCollector, collapseWhitespace, type StructuredText } from "./structured-text";

interface Line {
  text: string;
  size: number;
  /** Baseline height on the page; smaller is lower. */
  y: number;
  /** Where its text starts, from the page's left edge. */
  x: number;
  page: number;
  /** Every character of it is in a fixed-width font: a line of a command or a listing. */
  code: boolean;
  /** Width of one of its characters, when it is code: its indentation counts in them. */
  charWidth: number;
  /**
   * Its first run of text, when the rest of the line is set apart from it (in another font, or
   * past a space wider than a word's), and where the rest starts: a label beside its text.
   */
  apart?: { lead: string; restX: number };
}

/** A space this many times the type size sets what follows apart from what precedes it. */
const APART_SPACE = 1.5;

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
      const { items, styles } = await pageText(page);
      for (const line of toLines(items, styles, number)) lines.push(line);
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
async function pageText(page: PdfPage): Promise<{ items: unknown[]; styles: PdfStyles }> {
  const items: unknown[] = [];
  const styles: PdfStyles = {};
  let characters = 0;
  const reader = page.streamTextContent().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { items, styles };
    const content = value as { items: unknown[]; styles?: PdfStyles };
    Object.assign(styles, content.styles);
    for (const item of content.items) {
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
  width: number;
  height: number;
  hasEOL: boolean;
  fontName: string;
}

/** What pdf.js tells of a font: its generic family ("monospace" for a fixed-width one). */
type PdfStyles = Record<string, { fontFamily?: string } | undefined>;

/** The first run of a line being read: its text, font, where it ends, and what follows it. */
interface LeadRun {
  text: string;
  font: string;
  end: number;
  /** Where the text set apart from it starts, once some is. */
  restX?: number;
}

function toLines(items: readonly unknown[], styles: PdfStyles, page: number): Line[] {
  const lines: Line[] = [];
  let current: (Line & { codeWidth: number; codeChars: number; run: LeadRun }) | undefined;
  const end = () => {
    if (current) {
      const { codeWidth, codeChars, run, ...line } = current;
      const apart = run.restX === undefined ? {} : { apart: { lead: run.text, restX: run.restX } };
      lines.push({ ...line, ...apart, charWidth: codeChars > 0 ? codeWidth / codeChars : 0 });
    }
    current = undefined;
  };
  for (const raw of items) {
    const item = raw as Partial<PdfTextItem>;
    if (typeof item.str !== "string" || !item.transform) continue;
    const y = item.transform[5] ?? 0;
    const x = item.transform[4] ?? 0;
    const size = Math.abs(item.transform[3] ?? 0) || item.height || 0;
    if (current && Math.abs(current.y - y) > Math.max(1, current.size * 0.3)) end();
    const text = item.str.trim();
    const font = item.fontName ?? "";
    if (text !== "") {
      if (!current) {
        current = {
          text: "",
          size: 0,
          y,
          x,
          page,
          code: true,
          charWidth: 0,
          codeWidth: 0,
          codeChars: 0,
          run: { text: "", font, end: x },
        };
      }
      const { run } = current;
      if (run.restX === undefined) {
        const apart = font !== run.font || x - run.end > size * APART_SPACE;
        if (apart && run.text !== "") run.restX = x;
        else [run.text, run.end] = [`${run.text}${item.str}`, x + (item.width ?? 0)];
      }
      current.text += item.str;
      current.size = Math.max(current.size, size);
      if (styles[item.fontName ?? ""]?.fontFamily === "monospace") {
        current.codeWidth += item.width ?? 0;
        current.codeChars += item.str.length;
      } else {
        current.code = false;
      }
    } else if (current && item.str !== "") {
      current.text += " ";
      if (current.run.restX === undefined) current.run.text += " ";
    }
    if (item.hasEOL) end();
  }
  end();
  return lines
    .map((line) => ({
      ...line,
      text: collapseWhitespace(line.text),
      ...(line.apart
        ? { apart: { ...line.apart, lead: collapseWhitespace(line.apart.lead) } }
        : {}),
    }))
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
  let code: Line[] = [];
  /** Where the line of the list item being read starts; its wrapped lines start further right. */
  let itemX: number | undefined;
  /** Where the lines of the admonition being read start; a line further left is out of it. */
  let admonitionX: number | undefined;
  const flush = () => {
    if (code.length > 0) collector.code(codeText(code));
    else collector.block(joinLines(paragraph));
    paragraph = [];
    code = [];
    itemX = undefined;
  };
  const listings = listingLines(lines, bodySize);
  let previous: Line | undefined;
  for (const line of lines) {
    const headingRank = headingSizes.indexOf(round(line.size));
    const heading =
      headingRank >= 0 && line.text.length <= MAX_HEADING_LENGTH && !listings.has(line);
    // A label is set in the text's size: a heading that reads as one ("Avertissement") heads a
    // section.
    const admonition = listings.has(line) || heading ? undefined : admonitionStart(line);
    if (admonition) {
      // Its label is a block of its own, as an HTML page titles it; its text, the next ones.
      flush();
      collector.block(admonition.label);
      if (admonition.text) paragraph.push(admonition.text);
      admonitionX = admonition.x;
      previous = line;
      continue;
    }
    if (admonitionX !== undefined && line.x < admonitionX - 1) {
      flush();
      admonitionX = undefined;
    }
    if (heading) {
      flush();
      collector.heading(Math.min(headingRank + 1, 6), line.text);
      admonitionX = undefined;
      previous = undefined;
      continue;
    }
    const gap = previous && previous.page === line.page ? previous.y - line.y : undefined;
    const newParagraph = gap !== undefined && (gap > usualGap * PARAGRAPH_GAP || gap < 0);
    const breaks = previous === undefined || previous.page !== line.page || newParagraph;
    const endsSentence = previous !== undefined && SENTENCE_END.test(previous.text);
    if (listings.has(line)) {
      // A command or a listing: its lines as they are, apart from the text around it.
      if (code.length === 0) flush();
      code.push(line);
    } else if (BULLET.test(line.text) && (breaks || endsSentence || itemX !== undefined)) {
      flush();
      paragraph.push(`- ${line.text.replace(BULLET_MARK, "")}`);
      itemX = line.x;
    } else {
      const leavesItem = itemX !== undefined && line.x <= itemX + 1;
      if (code.length > 0 || leavesItem || newParagraph) flush();
      paragraph.push(line.text);
    }
    previous = line;
  }
  flush();
  return collector;
}

/**
 * The admonition a line starts (a note, a tip, a warning): its label, alone on the line or set
 * apart from the text beside it by its font or a wide space ("ASTUCE" above its text, a bold
 * "Note" in a column of its own), with that text, and where the admonition's lines start.
 */
function admonitionStart(line: Line): { label: string; text: string; x: number } | undefined {
  const alone = admonitionLabel(line.text);
  if (alone !== undefined) return { label: alone, text: "", x: line.x };
  const beside = line.apart && admonitionLabel(line.apart.lead);
  if (!line.apart || beside === undefined) return undefined;
  return {
    label: beside,
    text: line.text.slice(line.apart.lead.length).trim(),
    x: line.apart.restX,
  };
}

/**
 * The lines of commands and listings: runs of lines in a fixed-width font that an announcement
 * introduces (a colon, a caption) or that are set smaller than the text. Names and paths in that
 * font in a table's cells or wrapped alone on a line of a paragraph stay text.
 */
function listingLines(lines: readonly Line[], bodySize: number): Set<Line> {
  const listing = new Set<Line>();
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && lines[end]?.code) end += 1;
    const run = lines.slice(start, end);
    const before = lines[start - 1];
    const announced = before !== undefined && announces(before.text);
    const smaller = run.every((line) => round(line.size) < bodySize);
    if (run.length > 0 && (announced || smaller)) {
      for (const line of run) listing.add(line);
    }
    start = Math.max(end, start + 1);
  }
  return listing;
}

/** A gap this much wider than the usual distance between lines starts a new paragraph. */
const PARAGRAPH_GAP = 1.4;
/** What ends a sentence, or announces what follows, at the end of a line. */
const SENTENCE_END = /[.!?:;…](?:\s?»|["'’”)\]])*$/u;
/**
 * A list item's mark at the start of a line: a bullet or a dash, taken out, or a number, kept
 * (the steps of a procedure are numbered for a reason).
 */
const BULLET = /^(?:[•◦▪‣●○■□–—-]|\d{1,3}[.)])\s+\S/u;
const BULLET_MARK = /^[•◦▪‣●○■□–—-]\s+/u;

/**
 * The lines of a code block, each indented as it is on the page: by its distance from the
 * block's left edge, in characters of the fixed-width font.
 */
function codeText(lines: readonly Line[]): string {
  // Reduced rather than spread: a listing may run over thousands of lines.
  const left = lines.reduce((least, line) => Math.min(least, line.x), Number.POSITIVE_INFINITY);
  const charWidth = lines.reduce(
    (least, line) => (line.charWidth > 0 ? Math.min(least, line.charWidth) : least),
    Number.POSITIVE_INFINITY,
  );
  return lines
    .map((line) => {
      const indent = Number.isFinite(charWidth) ? Math.round((line.x - left) / charWidth) : 0;
      return `${" ".repeat(Math.min(indent, MAX_CODE_INDENT))}${line.text}`;
    })
    .join("\n");
}

/** More than any listing's indentation: a line far to the right is not indented code. */
const MAX_CODE_INDENT = 40;

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
