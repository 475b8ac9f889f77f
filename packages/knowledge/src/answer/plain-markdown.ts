/** Plain text as Markdown that renders as the same text: no HTML, no accidental markup. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|]/g, "\\$&")
    .replace(/^#/, "\\#")
    .replace(/^(\d+)([.)])(?=\s)/, "$1\\$2");
}
