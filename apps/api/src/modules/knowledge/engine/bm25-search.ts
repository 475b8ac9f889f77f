import { type ChunkIndex, lexemesStartingWith } from "./chunk-index";

/**
 * What the question asks about, one word of it: the word's own lexemes, and those of words that
 * say the same thing (weight below 1).
 */
export interface QueryConcept {
  lexemes: readonly { lexeme: string; weight: number }[];
  /** A frequent word of everyday French, ignored when the texts never use it. */
  everyday: boolean;
}

export interface ScoredChunk {
  id: number;
  knowledgeBaseId: number;
  score: number;
  /**
   * Share of the question the chunk speaks of, each concept weighing its rarity (IDF): a chunk
   * that holds the rare, decisive word covers more than one holding two common ones.
   */
  coverage: number;
}

const K1 = 1.2;
const B = 0.75;
/**
 * A word the knowledge bases never use also matches the lexemes it shares a long beginning with,
 * a little less than itself: French derives nouns from verbs in ways the stemmer does not undo
 * (inscrire → inscription, pharmacien → pharmacie), and visitors shorten words (ostéo →
 * ostéopathie, sécu → sécurité). Matched: lexemes starting with the word, or with the word
 * without its last letters, and the longest lexeme the word starts with.
 */
const DERIVED_WEIGHT = 0.7;
const MIN_DERIVED_PREFIX = 5;
const DERIVED_SUFFIX = 2;
const MIN_SHORTENED_WORD = 4;
const MAX_DERIVED_LEXEMES = 20;

/**
 * BM25 over the given indexes, IDF taken over all of them, each concept scoring its best lexeme
 * in a chunk (a word and its synonym do not add up). Answers every chunk holding any concept,
 * best score first.
 */
export function searchIndexes(
  indexes: readonly ChunkIndex[],
  concepts: readonly QueryConcept[],
): ScoredChunk[] {
  const total = indexes.reduce((sum, index) => sum + index.chunkIds.length, 0);
  if (total === 0) return [];
  const frequencyOf = (lexeme: string) => {
    let frequency = 0;
    for (const index of indexes) frequency += index.postings.get(lexeme)?.chunks.length ?? 0;
    return frequency;
  };
  // A word found nowhere weighs as much as the rarest word found: it may be the visitor's
  // wording of something the text says otherwise, or what makes the question out of scope.
  // An everyday word found nowhere is only wording: it weighs nothing.
  const idf = (lexeme: string) => {
    const frequency = Math.max(1, frequencyOf(lexeme));
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };
  const weighted = concepts
    .map((concept) => {
      const own = concept.lexemes.filter((entry) => entry.weight === 1);
      const lexemes = [...concept.lexemes, ...derivedLexemes(indexes, own, frequencyOf)];
      const absent = own.every((entry) => frequencyOf(entry.lexeme) === 0);
      return {
        weight:
          absent && concept.everyday ? 0 : Math.max(0, ...own.map((entry) => idf(entry.lexeme))),
        lexemes: lexemes.map((entry) => ({ ...entry, idf: idf(entry.lexeme) })),
      };
    })
    .filter((concept) => concept.weight > 0);
  const conceptsWeight = weighted.reduce((sum, concept) => sum + concept.weight, 0);
  if (conceptsWeight === 0) return [];

  const found: ScoredChunk[] = [];
  for (const index of indexes) {
    const count = index.chunkIds.length;
    const scores = new Float64Array(count);
    const covered = new Float64Array(count);
    const conceptScore = new Float64Array(count);
    const conceptCover = new Float64Array(count);
    const touched: number[] = [];
    for (const concept of weighted) {
      const inConcept: number[] = [];
      for (const { lexeme, weight, idf: lexemeIdf } of concept.lexemes) {
        const postings = index.postings.get(lexeme);
        if (!postings) continue;
        for (let at = 0; at < postings.chunks.length; at++) {
          const chunk = postings.chunks[at] as number;
          const frequency = postings.frequencies[at] as number;
          const norm = 1 - B + (B * (index.lengths[chunk] as number)) / index.averageLength;
          const score = (weight * lexemeIdf * frequency * (K1 + 1)) / (frequency + K1 * norm);
          if (conceptCover[chunk] === 0) inConcept.push(chunk);
          if (score > (conceptScore[chunk] as number)) conceptScore[chunk] = score;
          if (weight > (conceptCover[chunk] as number)) conceptCover[chunk] = weight;
        }
      }
      for (const chunk of inConcept) {
        if (scores[chunk] === 0) touched.push(chunk);
        scores[chunk] = (scores[chunk] as number) + (conceptScore[chunk] as number);
        covered[chunk] =
          (covered[chunk] as number) + concept.weight * (conceptCover[chunk] as number);
        conceptScore[chunk] = 0;
        conceptCover[chunk] = 0;
      }
    }
    for (const chunk of touched) {
      found.push({
        id: index.chunkIds[chunk] as number,
        knowledgeBaseId: index.knowledgeBaseId,
        score: scores[chunk] as number,
        coverage: (covered[chunk] as number) / conceptsWeight,
      });
    }
  }
  return found.sort((a, b) => b.score - a.score || a.id - b.id);
}

function derivedLexemes(
  indexes: readonly ChunkIndex[],
  own: readonly { lexeme: string }[],
  frequencyOf: (lexeme: string) => number,
): { lexeme: string; weight: number }[] {
  const derived = new Set<string>();
  const withPrefix = (prefix: string) => {
    for (const index of indexes) {
      for (const found of lexemesStartingWith(index, prefix, MAX_DERIVED_LEXEMES)) {
        derived.add(found);
      }
    }
  };
  for (const { lexeme } of own) {
    if (frequencyOf(lexeme) > 0) continue;
    if (lexeme.length >= MIN_SHORTENED_WORD) withPrefix(lexeme);
    if (lexeme.length - DERIVED_SUFFIX >= MIN_DERIVED_PREFIX) {
      withPrefix(lexeme.slice(0, lexeme.length - DERIVED_SUFFIX));
    }
    for (let length = lexeme.length - 1; length >= MIN_DERIVED_PREFIX; length--) {
      const stem = lexeme.slice(0, length);
      if (frequencyOf(stem) > 0) {
        derived.add(stem);
        break;
      }
    }
  }
  return [...derived].map((lexeme) => ({ lexeme, weight: DERIVED_WEIGHT }));
}
