import { type InlineNode, parseInline } from "./inline";

/** A block of an answer: the safe subset of markdown the widget draws. */
export type BlockNode =
  | { type: "paragraph"; children: InlineNode[] }
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: "code"; text: string }
  | { type: "quote"; children: BlockNode[] }
  | { type: "list"; ordered: boolean; start: number; items: BlockNode[][] }
  | { type: "rule" };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})(?:([-*+])|(\d{1,9})[.)])(?:[ \t]+|$)/;

/** Reads an answer into blocks. Raw HTML is never interpreted: it stays text. */
export function parseMarkdown(source: string): BlockNode[] {
  return parseBlocks(source.replace(/\r\n?/g, "\n").split("\n"));
}

function parseBlocks(lines: string[]): BlockNode[] {
  const blocks: BlockNode[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    if (line.trim() === "") {
      index += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const closing = fence[1];
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] as string).trim().startsWith(closing)) {
        body.push(lines[index] as string);
        index += 1;
      }
      blocks.push({ type: "code", text: body.join("\n") });
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1]) {
      const level = heading[1].length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: "heading", level, children: parseInline(heading[2] ?? "") });
      index += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: "rule" });
      index += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index] as string)) {
        body.push((lines[index] as string).replace(QUOTE, ""));
        index += 1;
      }
      blocks.push({ type: "quote", children: parseBlocks(body) });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const list = readList(lines, index);
      blocks.push(list.node);
      index = list.next;
      continue;
    }
    const body: string[] = [];
    while (index < lines.length && continuesParagraph(lines[index] as string)) {
      // Trailing spaces stay: two of them mark a hard line break.
      body.push((lines[index] as string).trimStart());
      index += 1;
    }
    blocks.push({ type: "paragraph", children: parseInline(body.join("\n")) });
  }
  return blocks;
}

function continuesParagraph(line: string): boolean {
  return (
    line.trim() !== "" &&
    !FENCE.test(line) &&
    !HEADING.test(line) &&
    !RULE.test(line) &&
    !QUOTE.test(line) &&
    !LIST_ITEM.test(line)
  );
}

/**
 * A list: items of the same kind in a row. Lines indented under an item belong to it (nested
 * lists, continued text); a blank line followed by unindented text ends the list.
 */
function readList(lines: string[], start: number): { node: BlockNode; next: number } {
  const first = LIST_ITEM.exec(lines[start] as string) as RegExpExecArray;
  const ordered = first[3] !== undefined;
  const items: BlockNode[][] = [];
  let index = start;
  while (index < lines.length) {
    const marker = LIST_ITEM.exec(lines[index] as string);
    if (!marker || (marker[3] !== undefined) !== ordered) break;
    const indent = marker[0].length;
    const body = [(lines[index] as string).slice(indent)];
    index += 1;
    while (index < lines.length) {
      const line = lines[index] as string;
      const indented = /^\s+/.exec(line)?.[0].length ?? 0;
      if (line.trim() === "") {
        const nextLine = lines[index + 1];
        if (nextLine === undefined || !/^\s+\S/.test(nextLine)) break;
        body.push("");
      } else if (indented >= Math.min(indent, 2)) {
        body.push(line.slice(Math.min(indented, indent)));
      } else if (!LIST_ITEM.test(line) && body[body.length - 1] !== "") {
        body.push(line.trim());
      } else {
        break;
      }
      index += 1;
    }
    items.push(parseBlocks(body));
    if (lines[index]?.trim() === "" && LIST_ITEM.test(lines[index + 1] ?? "")) index += 1;
  }
  return {
    node: { type: "list", ordered, start: ordered ? Number(first[3]) : 1, items },
    next: index,
  };
}
