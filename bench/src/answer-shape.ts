/**
 * What makes an extractive answer read as a fragment rather than as text written for the
 * visitor: a paragraph that starts or ends mid-sentence, a cut marked by an ellipsis, or the
 * source's navigation (cross references, menus, breadcrumbs) quoted as if it were content.
 */
export function answerFlaws(markdown: string, question: string): string[] {
  const flaws: string[] = [];
  // A name written in lower case (aptitude, gimp) may start a sentence: the visitor wrote it so.
  const names = new Set(question.toLowerCase().match(/[\p{L}\p{N}-]+/gu));
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block.split("\n").map((line) => line.trim());
    for (const line of lines) {
      const listItem = LIST_ITEM.exec(line);
      const text = plain(listItem ? line.slice(listItem[0].length) : line);
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
  }
  return flaws;
}

const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s+/;
/** A line in bold alone (escaped marks aside): the heading of the section the answer quotes. */
const HEADING = /^\*\*(?:[^*\\]|\\.)+\*\*$/;
/** A capital, a digit, or an opening quote, bracket or code span. */
const SENTENCE_START = /^[«"“'‘([`]?\s*[\p{Lu}\p{N}`]/u;
/** A terminator, then closing marks; a colon ends the lead-in of a list. */
const SENTENCE_END = /[.!?…:](?:\s?»|["'’”)\]`])*$/u;
const CUT = /(?:\s…|\.\.\.)$/u;
const NAVIGATION = [
  /\b[Vv]oir (?:aussi )?(?:la |le |l'|les )?(?:Section|Chapitre|Figure|Tableau|Table|Exemple|Annexe|Partie)s? [\dA-Z]/u,
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
