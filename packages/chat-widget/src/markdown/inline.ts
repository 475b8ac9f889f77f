import { safeUrl } from "../lib/safe-url";

/** A piece of text inside a block, after reading its markdown marks. */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "strong" | "em" | "del"; children: InlineNode[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: InlineNode[] }
  | { type: "break" };

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!~<>|]/;
const BARE_URL = /^https?:\/\/[^\s<>]*[^\s<>.,;:!?'")\]]/;

/** The emphasis marks, longest first so `**` is not read as two `*`. */
const EMPHASIS: { mark: string; type: "strong" | "em" | "del" }[] = [
  { mark: "**", type: "strong" },
  { mark: "__", type: "strong" },
  { mark: "~~", type: "del" },
  { mark: "*", type: "em" },
  { mark: "_", type: "em" },
];

/**
 * Reads the inline marks of one block's text: code spans, links (with their address made safe),
 * bare web addresses, strong, emphasis, strikethrough and hard line breaks. Anything else,
 * including HTML, stays plain text.
 */
export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let text = "";
  const flushText = () => {
    if (text !== "") nodes.push({ type: "text", text });
    text = "";
  };
  const push = (node: InlineNode) => {
    flushText();
    nodes.push(node);
  };

  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const char = source[index] as string;

    if (char === "\\" && rest[1] === "\n") {
      push({ type: "break" });
      index += 2;
      continue;
    }
    if (char === "\\" && rest[1] !== undefined && ESCAPABLE.test(rest[1])) {
      text += rest[1];
      index += 2;
      continue;
    }
    if (char === "\n") {
      // Two trailing spaces before a line end make a hard break; otherwise it is a soft break.
      if (text.endsWith("  ")) {
        text = text.trimEnd();
        push({ type: "break" });
      } else {
        text = `${text.trimEnd()}\n`;
      }
      index += 1;
      continue;
    }
    if (char === "`") {
      const ticks = /^`+/.exec(rest)?.[0] ?? "`";
      const end = rest.indexOf(ticks, ticks.length);
      if (end !== -1) {
        push({ type: "code", text: rest.slice(ticks.length, end).trim() });
        index += end + ticks.length;
        continue;
      }
    }
    const link = readLink(rest);
    if (link) {
      push(link.node);
      index += link.length;
      continue;
    }
    const autolink = /^<((?:https?|mailto):[^\s<>]+)>/i.exec(rest);
    if (autolink?.[1]) {
      push(linkNode(autolink[1], [{ type: "text", text: autolink[1] }]));
      index += autolink[0].length;
      continue;
    }
    const bare = isWordStart(source, index) ? BARE_URL.exec(rest) : null;
    if (bare) {
      push(linkNode(bare[0], [{ type: "text", text: bare[0] }]));
      index += bare[0].length;
      continue;
    }
    const emphasis = readEmphasis(source, index);
    if (emphasis) {
      push(emphasis.node);
      index += emphasis.length;
      continue;
    }
    text += char;
    index += 1;
  }
  flushText();
  return nodes;
}

function linkNode(url: string, children: InlineNode[]): InlineNode {
  return { type: "link", href: safeUrl(url), children };
}

function isWordStart(source: string, index: number): boolean {
  return index === 0 || /[\s(]/.test(source[index - 1] as string);
}

/** `[label](url "title")` or `![alt](url)`; an image is shown as a link to it, never loaded. */
function readLink(rest: string): { node: InlineNode; length: number } | undefined {
  const image = rest.startsWith("![");
  if (!image && !rest.startsWith("[")) return undefined;
  const labelStart = image ? 2 : 1;
  const labelEnd = matchingBracket(rest, labelStart - 1, "[", "]");
  if (labelEnd === -1 || rest[labelEnd + 1] !== "(") return undefined;
  const targetEnd = matchingBracket(rest, labelEnd + 1, "(", ")");
  if (targetEnd === -1) return undefined;
  const target = /^\s*<?([^\s>]*)>?(?:\s+"[^"]*")?\s*$/.exec(rest.slice(labelEnd + 2, targetEnd));
  if (!target) return undefined;
  const label = rest.slice(labelStart, labelEnd);
  return {
    node: linkNode(target[1] ?? "", image ? [{ type: "text", text: label }] : parseInline(label)),
    length: targetEnd + 1,
  };
}

/** Where the bracket opened at `start` closes, counting nested pairs; -1 when it never does. */
function matchingBracket(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\") index += 1;
    else if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/**
 * A run wrapped in an emphasis mark. The opening mark must be followed by a non-space and the
 * closing one preceded by one; `_` only counts at word edges so snake_case stays as written.
 */
function readEmphasis(
  source: string,
  index: number,
): { node: InlineNode; length: number } | undefined {
  for (const { mark, type } of EMPHASIS) {
    if (!source.startsWith(mark, index)) continue;
    const innerStart = index + mark.length;
    const first = source[innerStart];
    if (first === undefined || /\s/.test(first)) continue;
    if (mark.startsWith("_") && index > 0 && /\w/.test(source[index - 1] as string)) continue;
    let close = source.indexOf(mark, innerStart + 1);
    while (close !== -1 && !isClosing(source, close, mark)) {
      close = source.indexOf(mark, close + 1);
    }
    if (close === -1) continue;
    return {
      node: { type, children: parseInline(source.slice(innerStart, close)) },
      length: close + mark.length - index,
    };
  }
  return undefined;
}

function isClosing(source: string, close: number, mark: string): boolean {
  if (/\s/.test(source[close - 1] as string)) return false;
  // `**` must not be taken as the closing of `*`, and the reverse.
  if (mark.length === 1 && (source[close + 1] === mark || source[close - 1] === mark)) return false;
  const after = source[close + mark.length];
  return !(mark.startsWith("_") && after !== undefined && /\w/.test(after));
}
