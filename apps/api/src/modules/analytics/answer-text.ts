import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

// An answer's Markdown as a spreadsheet's cell shows it: what a visitor read, without the marks.

/** GitHub-flavoured, as the widget reads answers (tables, strikethrough, autolinks, task lists). */
const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The answer as plain text: no marks (`**`, `#`, backticks, quote marks), a list item after a
 * bullet or its number, a link as its text followed by its address (the page a visitor was sent
 * to), one block a line, table cells apart by a tab.
 */
export function answerText(markdown: string): string {
  return textOf(parser.parse(markdown)).trim();
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
    case "link": {
      const text = node.children.map(textOf).join("");
      return text === node.url || text === "" ? node.url : `${text} (${node.url})`;
    }
    case "image":
      return node.alt || node.url;
    case "imageReference":
      return node.alt ?? "";
    case "definition":
    case "footnoteReference":
    case "thematicBreak":
      return "";
    case "tableRow":
      return node.children.map(textOf).join("\t");
    case "list":
      return node.children
        .map((item, index) => {
          const mark = node.ordered ? `${(node.start ?? 1) + index}.` : "•";
          const task = item.checked === true ? "☑ " : item.checked === false ? "☐ " : "";
          return `${mark} ${task}${lines(item.children)}`;
        })
        .join("\n");
    case "root":
    case "blockquote":
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
