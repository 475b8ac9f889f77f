/**
 * The text with TeX's logos as a reader reads them: TeX4ht writes `\TeX` as "TE X" and `\LaTeX`
 * as "LATE X" (the kerns and the raised or lowered letters of the logo become a space and
 * letters of their own), where the page shows "TeX" and "LaTeX" and a visitor types them.
 */
export function withTexLogos(text: string): string {
  return text.replace(TEX_LOGO, (_, latex: string | undefined) => (latex ? "LaTeX" : "TeX"));
}

/** "TE X" or "LATE X", as a word of its own or before "2ε" (LaTeX 2ε). */
const TEX_LOGO = /(?<![\p{L}\p{N}])(LA)?TE X(?![\p{L}])/gu;
