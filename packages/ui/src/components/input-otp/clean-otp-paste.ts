/** What a pasted code becomes: whitespace removed, cut to the number of slots. */
export function cleanOtpPaste(pasted: string, slotCount: number): string {
  return pasted.replace(/\s+/g, "").slice(0, slotCount);
}
