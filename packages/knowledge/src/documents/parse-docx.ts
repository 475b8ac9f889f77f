import { type Handler, Parser } from "htmlparser2";
import { MAX_DOCX_PART_BYTES, MAX_NESTING_DEPTH } from "../constants";
import { DocumentError } from "./document-error";
import { nestedTooDeep } from "./markup-tree";
import {
  BlockCollector,
  collapseWhitespace,
  type StructuredText,
  TABLE_CELLS,
} from "./structured-text";
import { listZipEntries, readZipEntry, type ZipEntry } from "./zip-reader";

/** Inside a paragraph: content that is not the visible text (deleted revisions, field codes…). */
const NOT_TEXT = new Set([
  "w:delText",
  "w:instrText",
  "w:rPr",
  "w:pPr",
  "mc:Fallback",
  "w:footnoteReference",
  "w:commentReference",
]);

/**
 * Word (.docx) to text: paragraphs, list items and table rows under the heading path given by
 * the paragraph styles (outline level, or a "heading N"/"Titre N" style). Each part is read as
 * a stream of tags, never as a tree: what reading it holds is its text, whatever its markup.
 */
export function parseDocx(bytes: Uint8Array): StructuredText {
  const entries = new Map(listZipEntries(bytes).map((entry) => [entry.name, entry]));
  const read = (entry: ZipEntry | undefined) =>
    entry ? readZipEntry(bytes, entry, MAX_DOCX_PART_BYTES).toString("utf8") : "";
  const body = read(entries.get("word/document.xml"));
  if (!body) throw new DocumentError("unreadable", "The Word document has no content part.");

  const reader = new BodyReader(headingStyles(read(entries.get("word/styles.xml"))));
  readXml(body, reader);
  const title = collapseWhitespace(declaredTitle(read(entries.get("docProps/core.xml"))));
  const { collector } = reader;
  return {
    title: title || reader.styledTitle || collector.firstHeading,
    blocks: collector.blocks,
  };
}

/** The events of an XML part, with the path of the open elements, refused past a depth. */
interface XmlReader {
  open(name: string, attributes: Record<string, string>, path: readonly string[]): void;
  text(text: string, path: readonly string[]): void;
  close(name: string, path: readonly string[]): void;
}

function readXml(xml: string, reader: XmlReader): void {
  const path: string[] = [];
  const handler: Partial<Handler> = {
    onopentag(name, attributes) {
      if (path.length >= MAX_NESTING_DEPTH) throw nestedTooDeep();
      reader.open(name, attributes, path);
      path.push(name);
    },
    ontext(text) {
      reader.text(text, path);
    },
    onclosetag(name) {
      path.pop();
      reader.close(name, path);
    },
  };
  new Parser(handler, { xmlMode: true, decodeEntities: true }).end(xml);
}

/**
 * What an element of the body is to the reader: a container of paragraphs and tables, the
 * paragraph being read or something inside it, a table's structure, or out of the text.
 */
type Role =
  | "container"
  | "paragraph"
  | "inParagraph"
  | "properties"
  | "table"
  | "row"
  | "cell"
  | "cellParagraph"
  | "ignored";

/** A paragraph being read: its text so far and what its properties say. */
interface Paragraph {
  text: string;
  styleId?: string;
  outline?: string;
  listItem: boolean;
  hasProperties: boolean;
}

class BodyReader implements XmlReader {
  readonly collector = new BlockCollector();
  styledTitle = "";
  private readonly roles: Role[] = [];
  private paragraph: Paragraph | undefined;
  private row: string[] = [];
  private cell: string[] = [];

  constructor(private readonly styles: Map<string, ParagraphStyle>) {}

  open(name: string, attributes: Record<string, string>): void {
    const role = this.roleOf(name, this.roles.at(-1) ?? "container");
    this.roles.push(role);
    const paragraph = this.paragraph;
    if (role === "paragraph" || role === "cellParagraph") {
      this.paragraph = { text: "", listItem: false, hasProperties: false };
    } else if (role === "properties" && paragraph) {
      paragraph.hasProperties = true;
    } else if (this.roles.at(-2) === "properties" && paragraph) {
      // Only the first of each property counts, as Word reads them.
      if (name === "w:pStyle") paragraph.styleId ??= attributes["w:val"];
      else if (name === "w:outlineLvl") paragraph.outline ??= attributes["w:val"];
      else if (name === "w:numPr") paragraph.listItem = true;
    } else if (role === "inParagraph" && paragraph) {
      if (name === "w:tab") paragraph.text += " ";
      else if (name === "w:br" || name === "w:cr") paragraph.text += "\n";
    } else if (role === "row") {
      this.row = [];
    } else if (role === "cell") {
      this.cell = [];
    }
  }

  text(text: string, path: readonly string[]): void {
    if (path.at(-1) === "w:t" && this.roles.at(-1) === "inParagraph" && this.paragraph) {
      this.paragraph.text += text;
    }
  }

  close(): void {
    const role = this.roles.pop();
    const paragraph = this.paragraph;
    if (role === "paragraph" && paragraph) {
      this.paragraph = undefined;
      this.addParagraph(paragraph);
    } else if (role === "cellParagraph" && paragraph) {
      this.paragraph = undefined;
      this.cell.push(paragraph.text);
    } else if (role === "cell") {
      const text = collapseWhitespace(this.cell.join(" "));
      if (text !== "") this.row.push(text);
    } else if (role === "row") {
      this.collector.block(this.row.join(TABLE_CELLS.row));
    }
  }

  private roleOf(name: string, parent: Role): Role {
    switch (parent) {
      case "container":
        if (name === "w:p") return "paragraph";
        if (name === "w:tbl") return "table";
        return NOT_TEXT.has(name) ? "ignored" : "container";
      case "paragraph":
      case "inParagraph":
      case "cellParagraph":
        // The properties of the paragraph itself say its style; a cell's paragraph has none.
        if (name === "w:pPr" && parent === "paragraph") return "properties";
        return NOT_TEXT.has(name) ? "ignored" : "inParagraph";
      case "table":
        return name === "w:tr" ? "row" : "ignored";
      case "row":
        return name === "w:tc" ? "cell" : "ignored";
      case "cell":
        return name === "w:p" ? "cellParagraph" : "ignored";
      case "properties":
      case "ignored":
        return "ignored";
    }
  }

  private addParagraph(paragraph: Paragraph): void {
    const style = this.paragraphStyle(paragraph);
    if (style === "title") this.styledTitle ||= collapseWhitespace(paragraph.text);
    else if (typeof style === "number") this.collector.heading(style, paragraph.text);
    else this.collector.block(paragraph.listItem ? `- ${paragraph.text}` : paragraph.text);
  }

  private paragraphStyle(paragraph: Paragraph): ParagraphStyle {
    if (!paragraph.hasProperties) return undefined;
    if (paragraph.outline !== undefined) return outlineLevel(paragraph.outline);
    const styleId = paragraph.styleId;
    if (!styleId) return undefined;
    return this.styles.has(styleId) ? this.styles.get(styleId) : styleFromName(styleId);
  }
}

type ParagraphStyle = number | "title" | undefined;

/** Heading level (or "title") of each paragraph style that is one. */
function headingStyles(stylesXml: string): Map<string, ParagraphStyle> {
  const styles = new Map<string, ParagraphStyle>();
  if (!stylesXml) return styles;
  let style: { id: string; name?: string; outline?: string } | undefined;
  readXml(stylesXml, {
    open(name, attributes, path) {
      const parent = path.at(-1);
      if (name === "w:style" && !style) {
        const id = attributes["w:styleId"];
        if (id) style = { id };
      } else if (style && parent === "w:style" && name === "w:name") {
        style.name ??= attributes["w:val"];
      } else if (style && parent === "w:pPr" && path.at(-2) === "w:style") {
        if (name === "w:outlineLvl") style.outline ??= attributes["w:val"];
      }
    },
    text() {},
    close(name, path) {
      if (name !== "w:style" || !style || path.includes("w:style")) return;
      styles.set(
        style.id,
        style.outline !== undefined
          ? outlineLevel(style.outline)
          : styleFromName(style.name ?? style.id),
      );
      style = undefined;
    },
  });
  return styles;
}

/** The title the document's properties declare (`dc:title`), if any. */
function declaredTitle(coreXml: string): string {
  if (!coreXml) return "";
  let title: string | undefined;
  let inTitle = false;
  readXml(coreXml, {
    open(name) {
      if (name === "dc:title" && title === undefined) {
        title = "";
        inTitle = true;
      }
    },
    text(text, path) {
      if (inTitle && path.at(-1) === "dc:title") title += text;
    },
    close(name) {
      if (name === "dc:title") inTitle = false;
    },
  });
  return title ?? "";
}

function outlineLevel(value: string): ParagraphStyle {
  const level = Number(value);
  // Word uses level 9 for "body text".
  return Number.isInteger(level) && level >= 0 && level < 9 ? Math.min(level + 1, 6) : undefined;
}

function styleFromName(name: string): ParagraphStyle {
  const normalized = name.toLowerCase().replace(/\s+/g, "");
  if (normalized === "title" || normalized === "titre") return "title";
  const level = /^(heading|titre)(\d)$/.exec(normalized)?.[2];
  return level ? Math.min(Number(level), 6) : undefined;
}
