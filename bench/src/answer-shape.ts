/**
 * What makes an extractive answer read as a fragment rather than as text written for the
 * visitor: a paragraph that starts or ends mid-sentence, a cut marked by an ellipsis, the
 * source's navigation (cross references, menus, breadcrumbs) quoted as if it were content, or
 * an announcement (a sentence ending with a colon, an example's caption) whose command, example
 * or list is not there: it ends the answer, or another announcement follows it.
 */
export function answerFlaws(markdown: string, question: string): string[] {
  const flaws: string[] = [];
  // A name written in lower case (aptitude, gimp) may start a sentence: the visitor wrote it so.
  const names = new Set(question.toLowerCase().match(/[\p{L}\p{N}-]+/gu));
  const blocks = answerBlocks(markdown);
  for (const [at, block] of blocks.entries()) {
    if (block.code) continue;
    for (const line of block.lines) {
      const listItem = LIST_ITEM.exec(line);
      // A definition led by its term in bold reads from its definition's first sentence; a
      // "term" longer than a name is text of the page set in bold as if it were one.
      const term = listItem ? null : DEFINED_TERM.exec(line);
      if (term && plain(term[1] ?? "").length > MAX_TERM) {
        flaws.push(`not a term: "${head(plain(term[1] ?? ""))}"`);
      }
      const lead = listItem ?? term;
      const text = plain(lead ? line.slice(lead[0].length) : line);
      if (text === "" || HEADING.test(line)) continue;
      const firstWord = /^[\p{Ll}][\p{L}\p{N}-]*/u.exec(text)?.[0];
      const startsWell =
        SENTENCE_START.test(text) || (firstWord !== undefined && names.has(firstWord));
      if (!listItem && !startsWell) flaws.push(`starts mid-sentence: "${head(text)}"`);
      if (!listItem && !SENTENCE_END.test(text)) flaws.push(`ends mid-sentence: "${tail(text)}"`);
      if (CUT.test(text)) flaws.push(`cut short: "${tail(text)}"`);
      const navigation = NAVIGATION.find((pattern) => pattern.test(text));
      if (navigation) flaws.push(`navigation text: "${head(text)}"`);
    }
    const announcement = announced(block);
    if (announcement && !carried(announcement, blocks[at + 1])) {
      flaws.push(`announces what is missing: "${tail(announcement.text)}"`);
    }
  }
  return flaws;
}

interface Block {
  /** A fenced code block: its lines are code, not sentences. */
  code: boolean;
  lines: string[];
}

/** Paragraphs, lists and fenced code blocks, a code block whole even with blank lines in it. */
function answerBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let fence: string | undefined;
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (fence !== undefined) {
      current?.lines.push(raw);
      if (line.startsWith(fence) && line.replace(/`+/, "") === "") {
        fence = undefined;
        current = undefined;
      }
      continue;
    }
    const opening = FENCE.exec(line)?.[1];
    if (opening) {
      fence = opening;
      current = { code: true, lines: [] };
      blocks.push(current);
      continue;
    }
    if (line === "") {
      current = undefined;
      continue;
    }
    if (!current || current.code) {
      current = { code: false, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

interface Announcement {
  text: string;
  kind: "colon" | "caption";
  /** The paragraph holds nothing else: no sentence ends before it. */
  alone: boolean;
}

/**
 * The announcement a paragraph ends on, if it does: a sentence ending with a colon, or the
 * caption of an example, listing or table (in bold or not, its title or only its number).
 */
function announced(block: Block | undefined): Announcement | undefined {
  const line = block?.lines.at(-1);
  if (!block || block.code || line === undefined || LIST_ITEM.test(line)) return undefined;
  const text = plain(line);
  const alone = block.lines.length === 1 && !INNER_SENTENCE_END.test(text);
  // A line in bold alone is the section's heading, whatever it ends with, or a caption.
  if (ANNOUNCES.test(text) && !HEADING.test(line)) return { text, kind: "colon", alone };
  if (CAPTION.test(text) || ENDING_CAPTION.test(text)) return { text, kind: "caption", alone };
  return undefined;
}

/**
 * Whether the block after an announcement can be what it announces: there is one, and it is
 * not a further announcement standing in its place (a sentence announcing a command followed
 * by another one, a caption followed by another caption). A caption may head what a sentence
 * announces, and a sentence may introduce an example's listing.
 */
function carried(announcement: Announcement, next: Block | undefined): boolean {
  if (next === undefined) return false;
  const following = announced(next);
  if (!following) return true;
  if (announcement.kind === "caption") return following.kind !== "caption";
  return !(following.kind === "colon" && following.alone);
}

const FENCE = /^(`{3,}|~{3,})/;
const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s+/;
/** A line in bold alone (escaped marks aside): the heading of the section the answer quotes. */
const HEADING = /^\*\*(?:[^*\\]|\\.)+\*\*$/;
/** "**installsize** — ": the term a definition's paragraph opens with, in bold. */
const DEFINED_TERM = /^\*\*((?:[^*\\]|\\.)+)\*\* — /;
/** Characters a term (a name, an option, a label) runs to at most. */
const MAX_TERM = 60;
/**
 * A capital, a digit, or an opening quote, bracket or code span before one; or a quotation
 * mark opening the sentence with what it quotes ("« /etc/resolv.conf » est…").
 */
const SENTENCE_START = /^(?:[«“]\s*\S|[«"“'‘([`]?\s*[\p{Lu}\p{N}`])/u;
/** A terminator, then closing marks; a colon ends the lead-in of a list. */
const SENTENCE_END = /[.!?…:](?:\s?»|["'’”)\]`])*$/u;
/** A colon ends the line: what follows it is announced. */
const ANNOUNCES = /:(?:\s?»|["'’”)\]`])*$/u;
/** "Exemple 8.2.", "Example 8.2", "Tableau 1.3. Liste des paquets": a caption's line. */
const CAPTION = /^(?:Exemple|Example|Listing|Tableau|Table) [\dA-Z]+(?:\.\d+)*(?:\.\s.*|\.?)$/u;
/** A caption's number alone after the sentences of its paragraph. */
const ENDING_CAPTION = /[.!?]\s+(?:Exemple|Example|Listing|Tableau|Table) [\dA-Z]+(?:\.\d+)*\.?$/u;
/** A sentence ends inside the text, and another one starts. */
const INNER_SENTENCE_END = /[.!?…](?:\s?»|["'’”)\]])*\s+[«"“(]?\s*[\p{Lu}\p{N}]/u;
const CUT = /(?:\s…|\.\.\.)$/u;
const NAVIGATION = [
  /\b[Vv]oir (?:aussi )?(?:la |le |l'|les )?(?:Section|Chapitre|Figure|Tableau|Table|Exemple|Annexe|Partie)s? [\dA-Z]/u,
  /\b(?:[Vv]oir|[Vv]oyez|[Cc]onsultez) (?:aussi )?(?:la |le |l')(?:section|chapitre) intitulée\b/u,
  /^Voir aussi\b|^Voyez (?:aussi\b|[\p{Lu}«"])/u,
  /(?:^|\. )(?:Consultez|Lisez|Voyez|Voir) (?:aussi )?(?:le |la |les |l')(?:chapitre|section|partie|annexe)s?\b/u,
  /^(?:Précédent|Suivant|Sommaire|Accueil|Table des matières|Niveau supérieur|Haut de page)\b/u,
  /\b(?:Précédent|Prev|Previous)\b.*\b(?:Suivant|Next)\b/u,
  /(?:[^>\n]{1,40} > ){2,}/u,
];

/** The text a reader sees: emphasis and escapes taken out. */
function plain(markdown: string): string {
  return markdown
    .replace(/\\([\\`*_[\]<>|#.)-])/g, "$1")
    .replace(/\*\*|__/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim();
}

function head(text: string): string {
  return text.length <= 60 ? text : `${text.slice(0, 60)}…`;
}

function tail(text: string): string {
  return text.length <= 60 ? text : `…${text.slice(-60)}`;
}
