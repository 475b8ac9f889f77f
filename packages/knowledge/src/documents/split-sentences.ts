/**
 * Splits French (and English) text into sentences. A sentence ends at `.`, `!`, `?` or `…`
 * (closing quotes and brackets included) followed by a space and a capital, a digit or an
 * opening quote, or at a line break. A period does not end a sentence after a title or a common
 * abbreviation (M., Mme, Dr, cf., p., etc. before a lower-case word…) or after an initial (J. Ferry).
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split("\n")) {
    let start = 0;
    for (const match of line.matchAll(SENTENCE_END)) {
      const end = (match.index ?? 0) + match[0].length;
      if (match[0].startsWith(".") && isAbbreviation(wordBefore(line, match.index ?? 0))) continue;
      pushTrimmed(sentences, line.slice(start, end));
      start = end;
    }
    pushTrimmed(sentences, line.slice(start));
  }
  return sentences;
}

/**
 * Terminator run, optional closing marks, then a space before what starts a new sentence. Read
 * in linear time whatever the text: a run is tried from its first terminator only and taken whole
 * (`(?=(…))\1` gives nothing back), and the spaces before an opening mark are one run.
 */
const SENTENCE_END =
  /(?<![.!?…])(?=([.!?…]+))\1(?:\s?»|["'’”)\]])*(?=\s+(?:[«"“([]\s*)?[\p{Lu}\p{N}])/gu;

/** Words after which a period is part of the abbreviation, lower-cased, without the period. */
const ABBREVIATIONS = new Set([
  "m",
  "mm",
  "mme",
  "mmes",
  "mlle",
  "mlles",
  "me",
  "dr",
  "pr",
  "mgr",
  "st",
  "ste",
  "cf",
  "ex",
  "p",
  "pp",
  "env",
  "av",
  "apr",
  "bd",
  "vol",
  "chap",
  "art",
  "fig",
  "n",
  "no",
  "tél",
  "tel",
  "réf",
  "ref",
  "coll",
  "éd",
  "approx",
  "vs",
  "mr",
  "mrs",
  "ms",
  "jr",
  "sr",
  "c.-à-d",
  "j.-c",
  "e.g",
  "i.e",
]);

/** Longer than any abbreviation: a word this long before a period is not one. */
const LONGEST_ABBREVIATION = 12;

/** The letters, periods and hyphens just before `end`, unless longer than an abbreviation. */
function wordBefore(line: string, end: number): string {
  let start = end;
  while (start > 0 && /[\p{L}.-]/u.test(line[start - 1] ?? "")) {
    start -= 1;
    if (end - start > LONGEST_ABBREVIATION) return "";
  }
  return line.slice(start, end);
}

function isAbbreviation(word: string): boolean {
  if (word === "") return false;
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  // A single capital is an initial: "J. Ferry".
  return /^\p{Lu}$/u.test(word);
}

function pushTrimmed(list: string[], sentence: string): void {
  const trimmed = sentence.trim();
  if (trimmed) list.push(trimmed);
}
