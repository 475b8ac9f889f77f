import { type AnyNode, type Element, isTag, isText } from "domhandler";
import { parseHtmlTree } from "./markup-tree";
import {
  BlockCollector,
  collapseWhitespace,
  type StructuredText,
  TABLE_CELLS,
} from "./structured-text";
import { withTexLogos } from "./tex-logos";

export interface HtmlPage extends StructuredText {
  /** Absolute http(s) addresses of the page's links, without fragment, in document order. */
  links: string[];
  /** What `<meta name="robots">` asks of crawlers. */
  robots: { noindex: boolean; nofollow: boolean };
}

/** Elements whose content is never readable text. */
const NEVER_TEXT = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "canvas",
  "iframe",
  "object",
  "embed",
  "video",
  "audio",
  "picture",
  "img",
  "map",
  "form",
  "button",
  "select",
  "input",
  "textarea",
  "label",
  "nav",
  "aside",
  "menu",
  "dialog",
  "head",
  "title",
]);

/**
 * What holds the whole page: never left out, whatever its classes say of the layout (an
 * Asciidoctor page's `<body class="book toc2 toc-left">` tells where its table of contents sits,
 * a `cookie-consent-open` body that a banner is open), its style or its hidden state (a page
 * shown once its scripts ran).
 */
const PAGE_ROOTS = new Set(["html", "body", "main"]);

/** Page chrome: dropped unless it belongs to an article or the main content. */
const PAGE_CHROME = new Set(["header", "footer"]);

const CHROME_ROLES = new Set([
  "navigation",
  "banner",
  "contentinfo",
  "complementary",
  "menu",
  "menubar",
  "search",
  "dialog",
  "alertdialog",
]);

/**
 * Class or id words of cookie banners, menus, tables of contents, documentation page headers
 * and footers (DocBook's navheader and navfooter, TeX4ht's crosslinks) and screen-reader-only
 * helpers.
 */
const CHROME_NAME =
  /cookie|consent|gdpr|rgpd|tarteaucitron|didomi|onetrust|axeptio|(^|[\s_-])(navbar|navheader|navfooter|crosslinks|toc|toctree|tableofcontents|table-of-contents|breadcrumbs?|skip-?link|sr-only|visually-hidden|screen-reader-text|share-buttons)($|[\s_-])/i;

const BLOCKS = new Set([
  "address",
  "article",
  "blockquote",
  "body",
  "caption",
  "center",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "header",
  "hgroup",
  "hr",
  "html",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

const HEADING = /^h([1-6])$/;

/**
 * The version of `htmlToText`: any change to what it reads of the same page comes with a new one
 * (html-to-text.test.ts holds a reference reading of this version), so that the pages a crawl
 * read before are downloaded and read again at the next, even when not modified.
 */
export const READER_VERSION = 1;

/**
 * Reduces an HTML page to its readable text: title, blocks under their heading path, and the
 * links a crawler may follow. Navigation, page header and footer, asides, forms, scripts, hidden
 * elements and recognisable cookie banners are left out. Throws a DocumentError for a page
 * nested too deep (see parseHtmlTree).
 */
export function htmlToText(html: string, pageUrl: string): HtmlPage {
  const document = parseHtmlTree(html);
  const all = document.children;
  const head = findFirst(all, (el) => el.name === "head");
  const baseHref = findFirst(all, (el) => el.name === "base" && Boolean(el.attribs.href))?.attribs
    .href;
  const base = resolveUrl(baseHref ?? "", pageUrl) ?? pageUrl;

  const titleElement = findFirst(head ? [head] : all, (el) => el.name === "title");
  const robots = robotsDirectives(all);

  const main = findFirst(all, (el) => el.name === "main" || el.attribs.role === "main");
  const collector = new BlockCollector();
  const walker = new TextWalker(collector);
  const mainHasText = main !== undefined && inlineText(main.children).trim() !== "";
  walker.walk(mainHasText && main ? [main] : all, mainHasText);
  walker.flush();

  const title = readText(titleElement ? inlineText(titleElement.children) : "");
  return {
    title: title || collector.firstHeading,
    blocks: collector.blocks,
    links: robots.nofollow ? [] : extractLinks(all, base),
    robots,
  };
}

class TextWalker {
  private buffer = "";
  /** The next text flushed starts a list item: its marker ("- ", "- 2. " in a numbered list). */
  private itemStarts: string | undefined;
  /** The number the next item of each numbered list walked gets. */
  private readonly listItemsSeen = new Map<Element, number>();

  constructor(private readonly collector: BlockCollector) {}

  walk(nodes: readonly AnyNode[], insideContent: boolean): void {
    for (const node of nodes) {
      if (isText(node)) {
        // Line breaks in the HTML source are spaces; only <br> breaks a line.
        this.buffer += node.data.replace(/[\r\n]+/g, " ");
        continue;
      }
      if (!isTag(node) || isLeftOut(node, insideContent)) continue;
      const name = node.name;
      const heading = HEADING.exec(name);
      if (heading) {
        this.flush();
        this.collector.heading(Number(heading[1]), readText(inlineText(node.children)));
      } else if (name === "br") {
        this.buffer += "\n";
      } else if (name === "tr") {
        this.flush();
        this.collector.block(tableRow(node));
      } else if (name === "pre") {
        this.flush();
        this.collector.code(inlineText(node.children));
      } else if (name === "li") {
        this.flush();
        const number = this.itemNumber(node);
        // An item that is only links is a menu or a table of contents: where to read, not what.
        if (onlyLinks(node)) continue;
        // The item's first text is marked as one, even inside a paragraph of its own (DocBook).
        this.itemStarts = number === undefined ? "- " : `- ${number}. `;
        this.walk(node.children, insideContent);
        this.flush();
        this.itemStarts = undefined;
      } else if (BLOCKS.has(name)) {
        this.flush();
        // A term of a list that is only links is an entry of an index: where to read, not what.
        if ((name === "dt" || name === "dd") && onlyLinks(node)) continue;
        const entersContent = insideContent || name === "article" || name === "main";
        this.walk(node.children, entersContent);
        this.flush();
      } else {
        this.walk(node.children, insideContent);
      }
    }
  }

  /**
   * An item's number in a numbered list (`<ol>`, from its `start`, in letters for `type="a"` or
   * `"A"`), as the page shows it: a step of a procedure; undefined in another list. The items of
   * a list are walked in their order, each counted once.
   */
  private itemNumber(item: Element): string | undefined {
    const list = item.parent;
    if (!list || !isTag(list) || list.name !== "ol") return undefined;
    const start = Number.parseInt(list.attribs.start ?? "1", 10);
    const number = this.listItemsSeen.get(list) ?? (Number.isSafeInteger(start) ? start : 1);
    this.listItemsSeen.set(list, number + 1);
    const type = list.attribs.type;
    if ((type === "a" || type === "A") && number >= 1 && number <= 26) {
      const letter = String.fromCharCode(96 + number);
      return type === "A" ? letter.toUpperCase() : letter;
    }
    return String(number);
  }

  flush(): void {
    const lines = this.buffer.split("\n").map(collapseWhitespace);
    this.buffer = "";
    const text = lines.filter((line) => line !== "").join("\n");
    if (!text) return;
    this.collector.block(`${this.itemStarts ?? ""}${withTexLogos(text)}`, { preserveLines: true });
    this.itemStarts = undefined;
  }
}

function isLeftOut(element: Element, insideContent: boolean): boolean {
  const attribs = element.attribs;
  if (NEVER_TEXT.has(element.name)) return true;
  if (PAGE_ROOTS.has(element.name)) return false;
  if (!insideContent && PAGE_CHROME.has(element.name)) return true;
  if ("hidden" in attribs || attribs["aria-hidden"] === "true") return true;
  const style = (attribs.style ?? "").replace(/\s+/g, "").toLowerCase();
  if (style.includes("display:none") || style.includes("visibility:hidden")) return true;
  if (attribs.role && CHROME_ROLES.has(attribs.role.toLowerCase())) return true;
  return CHROME_NAME.test(`${attribs.id ?? ""} ${attribs.class ?? ""}`);
}

/** Text of the page, not code, as the page shows it: whitespace collapsed, TeX's logos read. */
function readText(text: string): string {
  return withTexLogos(collapseWhitespace(text));
}

function onlyLinks(element: Element): boolean {
  const text = collapseWhitespace(inlineText(element.children));
  if (text === "") return false;
  let linked = "";
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === "a") linked += ` ${inlineText(node.children)}`;
      else visit(node.children);
    }
  };
  visit(element.children);
  // Separators between the links (commas, bullets) are not text of their own.
  const letters = (value: string) => value.replace(/[\s,;:.|·•–-]/g, "");
  return letters(linked) === letters(text);
}

/**
 * A table's row as one line, its cells joined (see `TABLE_CELLS`): a header row's, when it is
 * one of `<thead>` or all `<th>`, as such, so that a row quoted can be read under the names of
 * its columns. A header row of one cell is the table's title, a line of text.
 */
function tableRow(row: Element): string {
  const cells = row.children.filter(
    (cell): cell is Element => isTag(cell) && (cell.name === "td" || cell.name === "th"),
  );
  const texts = cells
    .map((cell) => readText(inlineText(cell.children)))
    .filter((cell) => cell !== "");
  const inHead = row.parent !== null && isTag(row.parent) && row.parent.name === "thead";
  const header = texts.length > 1 && (inHead || cells.every((cell) => cell.name === "th"));
  return texts.join(header ? TABLE_CELLS.header : TABLE_CELLS.row);
}

/** The text of a subtree, hidden parts and non-text elements left out, `<br>` kept as newline. */
function inlineText(nodes: readonly AnyNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if (isTag(node) && node.name === "br") text += "\n";
    else if (isTag(node) && !isLeftOut(node, true)) {
      const separate = BLOCKS.has(node.name);
      text += (separate ? " " : "") + inlineText(node.children) + (separate ? " " : "");
    }
  }
  return text;
}

function findFirst(
  nodes: readonly AnyNode[],
  matches: (element: Element) => boolean,
): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (matches(node)) return node;
    const found = findFirst(node.children, matches);
    if (found) return found;
  }
  return undefined;
}

function robotsDirectives(nodes: readonly AnyNode[]): HtmlPage["robots"] {
  const meta = findFirst(
    nodes,
    (el) => el.name === "meta" && (el.attribs.name ?? "").toLowerCase() === "robots",
  );
  const content = (meta?.attribs.content ?? "").toLowerCase();
  const none = /\bnone\b/.test(content);
  return {
    noindex: none || /\bnoindex\b/.test(content),
    nofollow: none || /\bnofollow\b/.test(content),
  };
}

function extractLinks(nodes: readonly AnyNode[], base: string): string[] {
  const links = new Set<string>();
  const visit = (list: readonly AnyNode[]) => {
    for (const node of list) {
      if (!isTag(node)) continue;
      if ((node.name === "a" || node.name === "area") && node.attribs.href) {
        const url = resolveUrl(node.attribs.href, base);
        if (url) links.add(url);
      }
      visit(node.children);
    }
  };
  visit(nodes);
  return [...links];
}

/** Resolves `href` against `base`; only http(s) addresses survive, fragments stripped. */
export function resolveUrl(href: string, base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  url.hash = "";
  return url.href;
}
