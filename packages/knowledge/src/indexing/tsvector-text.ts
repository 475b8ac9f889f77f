export interface LexemeCounts {
  lexeme: string;
  /** Occurrences in the title and headings (weight A). */
  heading: number;
  /** Occurrences in the body (any other weight). */
  body: number;
}

/** `'lexeme':1A,5B` entries; quotes and backslashes inside a lexeme come doubled or escaped. */
const ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

/**
 * Reads a tsvector in its text form (`search_vector::text`) into lexemes with their occurrence
 * counts by weight. Positions are not kept: scoring needs counts only.
 */
export function parseTsvector(text: string): LexemeCounts[] {
  const entries: LexemeCounts[] = [];
  for (const [, quoted = "", positions] of text.matchAll(ENTRY)) {
    const lexeme = quoted.replace(/''/g, "'").replace(/\\(.)/g, "$1");
    let heading = 0;
    let body = 0;
    for (const position of positions ? positions.split(",") : [""]) {
      if (position.endsWith("A")) heading += 1;
      else body += 1;
    }
    entries.push({ lexeme, heading, body });
  }
  return entries;
}

/** Where a lexeme occurs: its position (from 1) and the weight of that occurrence. */
export interface LexemePosition {
  position: number;
  weight: "A" | "B" | "C" | "D";
}

/**
 * Reads a tsvector in its text form into each lexeme's positions, in the vector's order. A
 * lexeme stored without positions gets none.
 */
export function tsvectorPositions(text: string): Map<string, LexemePosition[]> {
  const lexemes = new Map<string, LexemePosition[]>();
  for (const [, quoted = "", positions] of text.matchAll(ENTRY)) {
    const lexeme = quoted.replace(/''/g, "'").replace(/\\(.)/g, "$1");
    lexemes.set(
      lexeme,
      (positions ? positions.split(",") : []).map((entry) => {
        const weight = /[A-D]$/.test(entry) ? (entry.slice(-1) as LexemePosition["weight"]) : "D";
        return { position: Number.parseInt(entry, 10), weight };
      }),
    );
  }
  return lexemes;
}
