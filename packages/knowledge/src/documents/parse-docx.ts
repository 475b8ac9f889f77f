import { type AnyNode, type Element, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import { BlockCollector, collapseWhitespace, type StructuredText } from "../structured-text";
import { DocumentError } from "./document-error";
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
 * the paragraph styles (outline level, or a "heading N"/"Titre N" style).
 */
export function parseDocx(bytes: Uint8Array, maxBytes: number): StructuredText {
  const entries = new Map(listZipEntries(bytes).map((entry) => [entry.name, entry]));
  const read = (entry: ZipEntry | undefined) =>
    entry ? readZipEntry(bytes, entry, maxBytes).toString("utf8") : "";
  const body = read(entries.get("word/document.xml"));
  if (!body) throw new DocumentError("unreadable", "The Word document has no content part.");

  const styles = headingStyles(read(entries.get("word/styles.xml")));
  const collector = new BlockCollector();
  let styledTitle = "";
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === "w:p") {
        const text = paragraphText(node);
        const style = paragraphStyle(node, styles);
        if (style === "title") styledTitle ||= collapseWhitespace(text);
        else if (typeof style === "number") collector.heading(style, text);
        else collector.block(isListItem(node) ? `- ${text}` : text);
      } else if (node.name === "w:tbl") {
        for (const row of children(node, "w:tr")) {
          const cells = children(row, "w:tc")
            .map((cell) => collapseWhitespace(children(cell, "w:p").map(paragraphText).join(" ")))
            .filter((cell) => cell !== "");
          collector.block(cells.join(" | "));
        }
      } else if (!NOT_TEXT.has(node.name)) {
        visit(node.children);
      }
    }
  };
  visit(xml(body).children);

  const properties = xml(read(entries.get("docProps/core.xml")));
  const declaredTitle = findElement(properties.children, "dc:title");
  const title = collapseWhitespace(declaredTitle ? textOf(declaredTitle) : "");
  return { title: title || styledTitle || collector.firstHeading, blocks: collector.blocks };
}

function xml(text: string) {
  return parseDocument(text, { xmlMode: true, decodeEntities: true });
}

function children(element: Element, name: string): Element[] {
  return element.children.filter((child): child is Element => isTag(child) && child.name === name);
}

function paragraphText(paragraph: Element): string {
  let text = "";
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) continue;
      if (!isTag(node) || NOT_TEXT.has(node.name)) continue;
      if (node.name === "w:t") text += textOf(node);
      else if (node.name === "w:tab") text += " ";
      else if (node.name === "w:br" || node.name === "w:cr") text += "\n";
      else visit(node.children);
    }
  };
  visit(paragraph.children);
  return text;
}

type ParagraphStyle = number | "title" | undefined;

function paragraphStyle(paragraph: Element, styles: Map<string, ParagraphStyle>): ParagraphStyle {
  const properties = children(paragraph, "w:pPr")[0];
  if (!properties) return undefined;
  const outline = children(properties, "w:outlineLvl")[0]?.attribs["w:val"];
  if (outline !== undefined) return outlineLevel(outline);
  const styleId = children(properties, "w:pStyle")[0]?.attribs["w:val"];
  if (!styleId) return undefined;
  return styles.has(styleId) ? styles.get(styleId) : styleFromName(styleId);
}

function isListItem(paragraph: Element): boolean {
  const properties = children(paragraph, "w:pPr")[0];
  return properties !== undefined && children(properties, "w:numPr").length > 0;
}

/** Heading level (or "title") of each paragraph style that is one. */
function headingStyles(stylesXml: string): Map<string, ParagraphStyle> {
  const styles = new Map<string, ParagraphStyle>();
  if (!stylesXml) return styles;
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name !== "w:style") {
        visit(node.children);
        continue;
      }
      const id = node.attribs["w:styleId"];
      if (!id) continue;
      const properties = children(node, "w:pPr")[0];
      const outline = properties && children(properties, "w:outlineLvl")[0]?.attribs["w:val"];
      const name = children(node, "w:name")[0]?.attribs["w:val"] ?? id;
      styles.set(id, outline !== undefined ? outlineLevel(outline) : styleFromName(name));
    }
  };
  visit(xml(stylesXml).children);
  return styles;
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

function findElement(nodes: readonly AnyNode[], name: string): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (node.name === name) return node;
    const found = findElement(node.children, name);
    if (found) return found;
  }
  return undefined;
}

function textOf(element: Element): string {
  return element.children.map((child) => (isText(child) ? child.data : "")).join("");
}
