import { fenceCode } from "./code-block";

/**
 * Readable text as every reader of the engine produces it (web pages, documents, plain text):
 * a title and a list of blocks, each block knowing the headings it sits under.
 */
export interface TextBlock {
  /** The headings above the block, outermost first (e.g. ["Inscriptions", "Cantine"]). */
  headingPath: string[];
  /**
   * One paragraph, list item ("- …"), table row ("cell │ cell", a header row "name ‖ name": see
   * `TABLE_CELLS`) or code block (its lines between fences of backticks, `code-block.ts`); no
   * blank lines inside.
   */
  text: string;
}

export interface StructuredText {
  title: string;
  blocks: TextBlock[];
}

/**
 * What joins the cells of a table's row in a block, and those of a header row (the names of the
 * columns, `<th>` cells or a `<thead>` row): a line that still reads as text, in a chunk shown as
 * a source as in the words searched, which tells the rows that name the columns from those that
 * fill them, and both from a paragraph that writes a pipe of its own (« ps aux | grep exim »,
 * « Depends: exim | mail-transport-agent »).
 */
export const TABLE_CELLS = { row: " │ ", header: " ‖ " } as const;

/** A block (or a line of a chunk) that is a row of a table, its header row included. */
export function isTableRow(text: string): boolean {
  return text.includes(TABLE_CELLS.row) || isTableHeader(text);
}

/** A block (or a line of a chunk) that is a table's header row. */
export function isTableHeader(text: string): boolean {
  return text.includes(TABLE_CELLS.header);
}

/** Collapses runs of whitespace (including no-break spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Collects blocks under a stack of headings, as readers walk through a document in order. */
export class BlockCollector {
  readonly blocks: TextBlock[] = [];
  /** The first heading met, a fallback title for documents that declare none. */
  firstHeading = "";
  private readonly headings: { level: number; text: string }[] = [];

  heading(level: number, rawText: string): void {
    const text = collapseWhitespace(rawText);
    if (!text) return;
    while (this.headings.length > 0 && (this.headings.at(-1)?.level ?? 0) >= level) {
      this.headings.pop();
    }
    this.headings.push({ level, text });
    if (!this.firstHeading) this.firstHeading = text;
  }

  block(rawText: string, { preserveLines = false } = {}): void {
    const text = preserveLines
      ? rawText
          .split("\n")
          .map((line) => line.trimEnd())
          .filter((line) => line.trim() !== "")
          .join("\n")
      : collapseWhitespace(rawText);
    this.push(text);
  }

  /** Preformatted text (a command, a listing): its lines as they are, as a code block. */
  code(rawText: string): void {
    this.push(fenceCode(rawText.split(/\r\n|\r|\n/)));
  }

  private push(text: string): void {
    if (!text) return;
    this.blocks.push({ headingPath: this.headings.map((heading) => heading.text), text });
  }
}
