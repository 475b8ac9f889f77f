import type { Nodes } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { safeUrl } from "../lib/safe-url";
import { REMARK_PLUGINS, TASK_MARKS } from "./remark-plugins";

const parser = unified().use(remarkParse).use(REMARK_PLUGINS);

/**
 * What an answer's Markdown says once drawn, as plain text: no marks (`**`, `#`, backticks, list
 * markers, quote marks), a link as its text, an image as its description (else its address), code
 * and raw HTML as the text they are; one block or list item a line, table cells apart by a tab.
 * Footnote references are left out; the notes' text stays where it was written.
 */
export function markdownToPlainText(source: string): string {
  return textOf(parser.parse(source)).trim();
}

function textOf(node: Nodes): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
    case "html":
      return node.value;
    case "break":
      return "\n";
    case "image":
    case "imageReference":
      // As the renderer draws it: a link named by its description, else by its address.
      return node.alt || (node.type === "image" ? safeUrl(node.url) : "");
    case "definition":
    case "footnoteReference":
    case "thematicBreak":
      return "";
    case "tableRow":
      return node.children.map(textOf).join("\t");
    case "listItem": {
      const text = lines(node.children);
      if (node.checked === null || node.checked === undefined) return text;
      return `${node.checked ? TASK_MARKS.done : TASK_MARKS.open} ${text}`;
    }
    case "root":
    case "blockquote":
    case "list":
    case "table":
    case "footnoteDefinition":
      return lines(node.children);
    default:
      return "children" in node ? node.children.map(textOf).join("") : "";
  }
}

/** Blocks one a line, leaving out those that say nothing (rules, link definitions). */
function lines(children: Nodes[]): string {
  return children
    .map(textOf)
    .filter((text) => text !== "")
    .join("\n");
}
