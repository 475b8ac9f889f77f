import { describe, expect, it } from "vitest";
import { parseTsvector } from "./tsvector-text";

describe("parseTsvector", () => {
  it("counts each lexeme's occurrences in headings and body", () => {
    expect(parseTsvector("'cimetier':1A,7B 'concess':9B,12B 'l''ete':3 'a\\\\b':4B")).toEqual([
      { lexeme: "cimetier", heading: 1, body: 1 },
      { lexeme: "concess", heading: 0, body: 2 },
      { lexeme: "l'ete", heading: 0, body: 1 },
      { lexeme: "a\\b", heading: 0, body: 1 },
    ]);
  });

  it("reads a lexeme without positions as one occurrence and an empty vector as nothing", () => {
    expect(parseTsvector("'mairi'")).toEqual([{ lexeme: "mairi", heading: 0, body: 1 }]);
    expect(parseTsvector("")).toEqual([]);
  });
});
