import {
  BlockCollector,
  collapseWhitespace,
  type StructuredText,
  TABLE_CELLS,
} from "./structured-text";

const FENCE = /^\s{0,3}(```|~~~)/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*)$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/**
 * Markdown to text: ATX and setext headings, paragraphs, list items, table rows and code blocks;
 * inline markup (emphasis, links, images, code, HTML tags) reduced to its text. Every pattern
 * reads a line in linear time: lines are read without their trailing white space, and no run a
 * failed match would take back piece by piece may cross the mark that ends it.
 */
export function parseMarkdown(source: string): StructuredText {
  const collector = new BlockCollector();
  const lines = withoutFrontMatter(source).split(/\r\n|\r|\n/);
  let paragraph: string[] = [];
  const flush = () => {
    collector.block(inline(paragraph.join(" ")));
    paragraph = [];
  };

  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trimEnd();
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      for (index++; index < lines.length && !FENCE.test(lines[index] ?? ""); index++) {
        code.push(lines[index] ?? "");
      }
      collector.code(code.join("\n"));
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      flush();
      collector.heading(heading[1]?.length ?? 1, inline(withoutClosingHashes(heading[2] ?? "")));
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(line);
    if (underline && paragraph.length > 0) {
      const text = paragraph.join(" ");
      paragraph = [];
      collector.heading(underline[1]?.startsWith("=") ? 1 : 2, inline(text));
      continue;
    }
    if (line.trim() === "" || RULE.test(line)) {
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      paragraph = [`- ${item[1] ?? ""}`];
      continue;
    }
    if (line.trim().startsWith("|")) {
      flush();
      if (!TABLE_DIVIDER.test(line.trim())) collector.block(tableRow(line));
      continue;
    }
    paragraph.push(line.replace(/^\s{0,3}>\s?/, ""));
  }
  flush();
  return { title: collector.firstHeading, blocks: collector.blocks };
}

/** Plain text: paragraphs are separated by blank lines; line breaks inside them are kept. */
export function parsePlainText(source: string): StructuredText {
  const collector = new BlockCollector();
  for (const paragraph of source.split(/(?:\r\n|\r|\n)[^\S\r\n]*(?:\r\n|\r|\n)/)) {
    collector.block(paragraph, { preserveLines: true });
  }
  return { title: "", blocks: collector.blocks };
}

/** An ATX heading's text without its optional closing sequence (`## Title ##`). */
function withoutClosingHashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end -= 1;
  if (end === text.length || (end > 0 && !/\s/.test(text[end - 1] ?? ""))) return text;
  return text.slice(0, end).trimEnd();
}

function withoutFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
}

function tableRow(line: string): string {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => collapseWhitespace(inline(cell)))
    .filter((cell) => cell !== "")
    .join(TABLE_CELLS.row);
}

function inline(text: string): string {
  return text
    .replace(/!\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/\[([^[\]]+)\]\([^()]*\)/g, "$1")
    .replace(/\[([^[\]]+)\]\[[^[\]]*\]/g, "$1")
    .replace(/<(https?:\/\/[^<>\s]+)>/g, "$1")
    .replace(/<\/?[a-zA-Z][^<>]*>/g, "")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\*\*(?=\S)([^*]+?)(?<=\S)\*\*/g, "$1")
    .replace(/__(?=\S)([^_]+?)(?<=\S)__/g, "$1")
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*/g, "$1$2")
    .replace(/(^|\W)_(?=\S)([^_]+?)(?<=\S)_(?=\W|$)/g, "$1$2")
    .replace(/~~([^~]+)~~/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1");
}
