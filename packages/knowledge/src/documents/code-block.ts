/**
 * Preformatted text (a command, a listing, a configuration file) as the engine's texts hold it:
 * its lines between two fences of backticks, as Markdown writes a code block. Readers write it
 * so (`<pre>`, a Markdown fence, a PDF's lines in a fixed-width font), chunks keep it so, and
 * answers quote it so, line breaks and indentation included.
 */
export function fenceCode(lines: readonly string[]): string {
  const kept = lines.map((line) => line.trimEnd()).filter((line) => line.trim() !== "");
  if (kept.length === 0) return "";
  const fence = "`".repeat(Math.max(MIN_FENCE, longestBacktickRun(kept) + 1));
  return [fence, ...kept, fence].join("\n");
}

/** The lines of a fenced code block, or undefined when `text` is not one. */
export function codeLines(text: string): string[] | undefined {
  const lines = text.split("\n");
  const fence = openingFence(lines[0] ?? "");
  if (!fence || lines.length < 2 || lines.at(-1) !== fence) return undefined;
  return lines.slice(1, -1);
}

/** The fence a line opens a code block with, if it is one. */
export function openingFence(line: string): string | undefined {
  return FENCE_LINE.exec(line)?.[1];
}

/** CommonMark's shortest fence; a longer one when the code holds a run of three backticks. */
const MIN_FENCE = 3;
const FENCE_LINE = /^(`{3,})$/;

function longestBacktickRun(lines: readonly string[]): number {
  let longest = 0;
  for (const line of lines) {
    for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  }
  return longest;
}
