/** "3.9.2. ", "Chapitre 10. ", "Annexe A. " before a heading. */
const SECTION_NUMBER =
  /^\s*(?:(?:Chapitre|Section|Partie|Annexe|Chapter|Part|Appendix)\s+[\dA-Z]+[.:)]?\s+|\d+(?:[.)]\d+)*[.)]?\s+)/u;

/** A heading or title as a reader names it: "3.9.2. Installer un greffon" is "Installer un greffon". */
export function withoutSectionNumber(heading: string): string {
  return heading.replace(SECTION_NUMBER, "").trim();
}
