import { describe, expect, it } from "vitest";
import { type ChunkIndex, lexemesStartingWith } from "../indexing/chunk-index";
import { type QueryConcept, type ScoredChunk, searchIndexes } from "./bm25-search";

const K1 = 1.2;
const B = 0.75;

/**
 * The ranking written the plain way: every found chunk scored with the whole BM25 expression,
 * then all of them sorted. The search must answer exactly this, score for score.
 */
function referenceRanking(
  indexes: readonly ChunkIndex[],
  concepts: readonly QueryConcept[],
): ScoredChunk[] {
  const total = indexes.reduce((sum, index) => sum + index.chunkIds.length, 0);
  const frequencyOf = (lexeme: string) =>
    indexes.reduce((sum, index) => sum + (index.postings.get(lexeme)?.chunks.length ?? 0), 0);
  const idf = (lexeme: string) => {
    const frequency = Math.max(1, frequencyOf(lexeme));
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };
  const weighted = concepts
    .map((concept) => {
      const own = concept.lexemes.filter((entry) => entry.weight === 1);
      const derived = new Set<string>();
      for (const { lexeme } of own.filter((entry) => frequencyOf(entry.lexeme) === 0)) {
        const prefixes = [
          ...(lexeme.length >= 4 ? [lexeme] : []),
          ...(lexeme.length - 2 >= 5 ? [lexeme.slice(0, -2)] : []),
        ];
        for (const prefix of prefixes) {
          for (const index of indexes) {
            for (const found of lexemesStartingWith(index, prefix, 20)) derived.add(found);
          }
        }
        for (let length = lexeme.length - 1; length >= 5; length--) {
          if (frequencyOf(lexeme.slice(0, length)) > 0) {
            derived.add(lexeme.slice(0, length));
            break;
          }
        }
      }
      const lexemes = [
        ...concept.lexemes,
        ...[...derived].map((lexeme) => ({ lexeme, weight: 0.7 })),
      ];
      const found = lexemes.filter((entry) => frequencyOf(entry.lexeme) > 0);
      return {
        weight: found.length === 0 ? 0 : Math.max(0, ...own.map((entry) => idf(entry.lexeme))),
        lexemes: found.map((entry) => ({ ...entry, idf: idf(entry.lexeme) })),
      };
    })
    .filter((concept) => concept.weight > 0);
  const conceptsWeight = weighted.reduce((sum, concept) => sum + concept.weight, 0);
  const found: ScoredChunk[] = [];
  for (const index of indexes) {
    for (let chunk = 0; chunk < index.chunkIds.length; chunk++) {
      let score = 0;
      let covered = 0;
      for (const concept of weighted) {
        let best = 0;
        let cover = 0;
        for (const { lexeme, weight, idf: lexemeIdf } of concept.lexemes) {
          const postings = index.postings.get(lexeme);
          const at = postings ? postings.chunks.indexOf(chunk) : -1;
          if (!postings || at < 0) continue;
          const frequency = postings.frequencies[at] as number;
          const norm = 1 - B + (B * (index.lengths[chunk] as number)) / index.averageLength;
          best = Math.max(
            best,
            (weight * lexemeIdf * frequency * (K1 + 1)) / (frequency + K1 * norm),
          );
          cover = Math.max(cover, weight);
        }
        score += best;
        covered += concept.weight * cover;
      }
      if (covered === 0) continue;
      found.push({
        id: index.chunkIds[chunk] as number,
        knowledgeBaseId: index.knowledgeBaseId,
        score,
        coverage: covered / conceptsWeight,
      });
    }
  }
  return found.sort((a, b) => b.score - a.score || a.id - b.id);
}

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = seededRandom(20_251_122);
const letters = "aeiourstlncm";
/** Few letters, so that many lexemes share their beginnings as French stems do. */
const vocabulary = [
  ...new Set(
    Array.from({ length: 3000 }, () =>
      Array.from(
        { length: 4 + Math.floor(random() * 6) },
        () => letters[Math.floor(random() * letters.length)],
      ).join(""),
    ),
  ),
];
/** Skewed towards the first words: a few are in most chunks, most in a handful. */
const commonWord = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)] as string;

function generatedIndex(knowledgeBaseId: number, count: number, firstId: number): ChunkIndex {
  const lists = new Map<string, { chunks: number[]; frequencies: number[] }>();
  const lengths = new Float32Array(count);
  const chunkIds = new Float64Array(count);
  for (let chunk = 0; chunk < count; chunk++) {
    chunkIds[chunk] = firstId + chunk * 2;
    const occurrences = new Map<string, number>();
    // Short chunks of a few words, many the same length: ties in score are frequent.
    const words = 3 + Math.floor(random() * (random() < 0.5 ? 4 : 60));
    for (let word = 0; word < words; word++) {
      const lexeme = commonWord();
      occurrences.set(lexeme, (occurrences.get(lexeme) ?? 0) + (random() < 0.1 ? 2 : 1));
    }
    for (const [lexeme, frequency] of occurrences) {
      const list = lists.get(lexeme) ?? { chunks: [], frequencies: [] };
      lists.set(lexeme, list);
      list.chunks.push(chunk);
      list.frequencies.push(frequency);
      lengths[chunk] = (lengths[chunk] as number) + frequency;
    }
  }
  const postings = new Map(
    [...lists].map(([lexeme, list]) => [
      lexeme,
      { chunks: Uint32Array.from(list.chunks), frequencies: Float32Array.from(list.frequencies) },
    ]),
  );
  return {
    knowledgeBaseId,
    version: "1",
    chunkIds,
    texts: [],
    lengths,
    averageLength: lengths.reduce((sum, length) => sum + length, 0) / count,
    postings,
    lexemes: [...postings.keys()].sort(),
    size: 0,
  };
}

/** A question's word: known, or a longer or shorter form of a known one, or unknown. */
function questionLexeme(): string {
  const word = commonWord();
  const form = random();
  if (form < 0.15) return `${word}ation`;
  if (form < 0.25) return word.slice(0, Math.max(4, word.length - 1));
  if (form < 0.3) return `zq${word}`;
  return word;
}

const questions: QueryConcept[][] = Array.from({ length: 300 }, () =>
  Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
    lexemes: [
      { lexeme: questionLexeme(), weight: 1 },
      ...(random() < 0.4 ? [{ lexeme: commonWord(), weight: 0.7 }] : []),
    ],
    everyday: random() < 0.2,
    name: false,
  })),
);

const indexes = [
  generatedIndex(1, 4000, 1),
  generatedIndex(2, 2500, 2),
  generatedIndex(3, 40, 100_001),
];

describe("searchIndexes", () => {
  it("ranks thousands of chunks exactly as scoring and sorting every one of them does", () => {
    let compared = 0;
    for (const concepts of questions) {
      const expected = referenceRanking(indexes, concepts);
      const ranking = searchIndexes(indexes, concepts);
      const bestCoverage = expected.reduce((best, chunk) => Math.max(best, chunk.coverage), 0);
      expect(ranking.bestCoverage).toBe(bestCoverage);
      expect(ranking.best(() => true, expected.length + 1)).toEqual(expected);
      for (const floor of [0.2, 0.5, 0.75 * bestCoverage]) {
        for (const limit of [1, 5, 30]) {
          expect(ranking.best((coverage) => coverage >= floor, limit)).toEqual(
            expected.filter((chunk) => chunk.coverage >= floor).slice(0, limit),
          );
          expect(
            ranking.best((coverage) => coverage < floor && coverage >= floor * 0.6, limit),
          ).toEqual(
            expected
              .filter((chunk) => chunk.coverage < floor && chunk.coverage >= floor * 0.6)
              .slice(0, limit),
          );
        }
      }
      for (const chunk of expected) expect(ranking.find(chunk.id)).toEqual(chunk);
      expect(ranking.find(0)).toBeUndefined();
      compared += expected.length;
    }
    // The generated questions find many chunks, not a few.
    expect(compared / questions.length).toBeGreaterThan(1000);
  });

  it("leaves out the chunks covering less than the minimum asked, and only those", () => {
    let leftOut = 0;
    const asked = questions.slice(0, 100);
    for (const concepts of asked) {
      const expected = referenceRanking(indexes, concepts);
      for (const minCoverage of [0.24, 0.5]) {
        const ranking = searchIndexes(indexes, concepts, minCoverage);
        const kept = expected.filter((chunk) => chunk.coverage >= minCoverage);
        const bestCoverage = kept.reduce((best, chunk) => Math.max(best, chunk.coverage), 0);
        expect(ranking.bestCoverage).toBe(bestCoverage);
        expect(ranking.best(() => true, expected.length + 1)).toEqual(kept);
        expect(ranking.best((coverage) => coverage >= 0.75 * bestCoverage, 30)).toEqual(
          kept.filter((chunk) => chunk.coverage >= 0.75 * bestCoverage).slice(0, 30),
        );
        for (const chunk of expected) {
          expect(ranking.find(chunk.id)).toEqual(chunk.coverage >= minCoverage ? chunk : undefined);
        }
        leftOut += expected.length - kept.length;
      }
    }
    // Most chunks found hold only a common word of the question.
    expect(leftOut).toBeGreaterThan(asked.length * 1000);
  });

  it("finds nothing in empty indexes or for words no chunk holds, and says which those are", () => {
    const ranking = searchIndexes([], questions[0] as QueryConcept[]);
    expect(ranking.bestCoverage).toBe(0);
    expect(ranking.best(() => true, 10)).toEqual([]);
    const concept = (lexeme: string) => ({
      lexemes: [{ lexeme, weight: 1 }],
      everyday: false,
      name: false,
    });
    const unknown = searchIndexes(indexes, [concept("zqzqzq")]);
    expect(unknown.best(() => true, 10)).toEqual([]);
    expect(unknown.unknown).toEqual([true]);
    const known = (questions.flat().find((entry) => (entry.lexemes[0]?.lexeme ?? "").length > 6)
      ?.lexemes[0]?.lexeme ?? "") as string;
    const mixed = searchIndexes(indexes, [concept(known), concept("zqzqzq")]);
    expect(mixed.unknown).toEqual([false, true]);
    // The unknown word weighs nothing: the chunks holding the known one cover the whole question.
    expect(mixed.bestCoverage).toBe(1);
  });
});
