import { describe, expect, it } from "vitest";
import { parseTsvector, tsvectorPositions } from "./tsvector-text";

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

describe("tsvectorPositions", () => {
  it("gives each lexeme its positions and their weights, D when unmarked", () => {
    expect(tsvectorPositions("'car':2,9A 'l''ete':3 'mairi'")).toEqual(
      new Map([
        [
          "car",
          [
            { position: 2, weight: "D" },
            { position: 9, weight: "A" },
          ],
        ],
        ["l'ete", [{ position: 3, weight: "D" }]],
        ["mairi", []],
      ]),
    );
  });
});
