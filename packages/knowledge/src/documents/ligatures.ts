/**
 * The text with its typographic ligatures ("ﬀ", "ﬁ", "ﬂ", "ﬃ", "ﬄ", "ﬅ", "ﬆ", U+FB00 to U+FB06)
 * spelt as the letters they stand for. TeX, and the PDF and HTML made with it, write "proﬁter"
 * where a visitor types "profiter" and expects to read it.
 */
export function withoutLigatures(text: string): string {
  return text.replace(LIGATURE, (ligature) => ligature.normalize("NFKC"));
}

const LIGATURE = /[\uFB00-\uFB06]/gu;
