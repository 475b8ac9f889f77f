/**
 * Lines that announce what follows them: a sentence ending with a colon ("La commande suivante
 * installe le paquet :") or the caption of an example, a listing or a table ("Exemple 3.1.
 * Installer un paquet"). Read apart from what they announce, they say nothing: chunks keep them
 * with it and answers quote them with it, or not at all.
 */
export function announces(line: string): boolean {
  return ENDS_WITH_COLON.test(line) || isCaption(line);
}

/** "Exemple 3.1. Installer un paquet", "Example 8.2", "Tableau 2.3. Termes de recherche". */
export function isCaption(line: string): boolean {
  return CAPTION.test(line);
}

/** "Figure 17.195. Décalage" labels an image, which no text holds: there is nothing to quote. */
export function isFigureCaption(line: string): boolean {
  return FIGURE_CAPTION.test(line);
}

/** A colon, then closing quotes or brackets, at the end of the line. */
const ENDS_WITH_COLON = /:(?:\s?»|["'’”)\]])*$/u;
/** Its number alone, or its number, a full stop and a title; never a sentence naming it. */
const CAPTION =
  /^(?:Exemple|Example|Listing|Tableau|Table)\s+[\dA-Z]+(?:\.\d+)*(?:\.\s+\S.*|\.?)$/u;
const FIGURE_CAPTION = /^(?:Figure|Fig\.)\s+[\dA-Z]+(?:\.\d+)*(?:\.\s+\S.*|\.?)$/u;
