import type { StructuredText, TextBlock } from "../documents/structured-text";
import { timeSlicer } from "../time-slicer";

/**
 * Structured text as a reader sends it back: one string and two arrays of numbers, which pass
 * from a worker in the time of a copy, where hundreds of thousands of small blocks as objects
 * take the receiving thread seconds to rebuild.
 */
export interface PackedText {
  title: string;
  /** Every block's text, one after the other. */
  text: string;
  /** Where each block's text ends in `text`. */
  ends: Uint32Array;
  /** The distinct heading paths, and the one of each block. */
  headingPaths: string[][];
  headingPathOf: Uint32Array;
}

export function packText({ title, blocks }: StructuredText): PackedText {
  const texts: string[] = [];
  const ends = new Uint32Array(blocks.length);
  const headingPaths: string[][] = [];
  const headingPathOf = new Uint32Array(blocks.length);
  const pathIndex = new Map<string, number>();
  let length = 0;
  for (const [index, block] of blocks.entries()) {
    texts.push(block.text);
    length += block.text.length;
    ends[index] = length;
    const key = JSON.stringify(block.headingPath);
    let path = pathIndex.get(key);
    if (path === undefined) {
      path = headingPaths.push(block.headingPath) - 1;
      pathIndex.set(key, path);
    }
    headingPathOf[index] = path;
  }
  return { title, text: texts.join(""), ends, headingPaths, headingPathOf };
}

/** The buffers to transfer with a packed text rather than copy. */
export function packedBuffers(packed: PackedText): ArrayBuffer[] {
  return [packed.ends.buffer as ArrayBuffer, packed.headingPathOf.buffer as ArrayBuffer];
}

/** The structured text again, rebuilt a slice at a time so that other work gets its turns. */
export async function unpackText(packed: PackedText): Promise<StructuredText> {
  const pause = timeSlicer();
  const blocks: TextBlock[] = [];
  let start = 0;
  for (let index = 0; index < packed.ends.length; index++) {
    await pause();
    const end = packed.ends[index] ?? start;
    blocks.push({
      headingPath: packed.headingPaths[packed.headingPathOf[index] ?? 0] ?? [],
      text: packed.text.slice(start, end),
    });
    start = end;
  }
  return { title: packed.title, blocks };
}
