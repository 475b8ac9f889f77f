/**
 * The label of an admonition (a note, a tip, a warning...) as DocBook, dblatex, Sphinx and
 * similar toolchains print it, in French or in English, in capitals or not, a colon after it or
 * not ("ASTUCE", "Note", "Warning:"), written as their HTML pages title it ("Astuce"); undefined
 * for any other text. Whether a line holds a label or a sentence starting with its word ("Note
 * que…") is for its layout to tell.
 */
export function admonitionLabel(text: string): string | undefined {
  const word = LABEL.exec(text.trim())?.[1];
  if (word === undefined || !CAPITALISED.test(word)) return undefined;
  return `${word.charAt(0)}${word.slice(1).toLowerCase()}`;
}

const LABEL =
  /^(note|remarque|astuce|conseil|avertissement|attention|important|danger|prudence|tip|hint|warning|caution)\s?:?$/iu;
/** "Note" or "NOTE": a label; "note", lower case, is a word of a sentence. */
const CAPITALISED = /^\p{Lu}(?:\p{Ll}+|\p{Lu}+)$/u;
