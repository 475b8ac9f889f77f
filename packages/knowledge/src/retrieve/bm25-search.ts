import { type ChunkIndex, lexemesOneEditAway, lexemesStartingWith } from "../indexing/chunk-index";

/**
 * What the question asks about, one word of it: the word's own lexemes (weight 1); the search
 * adds the forms it derives (weight below 1).
 */
export interface QueryConcept {
  lexemes: readonly { lexeme: string; weight: number }[];
  /** A frequent word of everyday French: when the texts never use it, it is only wording. */
  everyday: boolean;
  /** Written as a name (Windows, iPhone): when the texts never use it, they do not know it. */
  name: boolean;
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
export const DERIVED_WEIGHT = 0.7;
const MIN_DERIVED_PREFIX = 5;
const DERIVED_SUFFIX = 2;
const MIN_SHORTENED_WORD = 4;
const MAX_DERIVED_LEXEMES = 20;
/**
 * A long word the texts never use also matches the words one letter away from it (added,
 * dropped or changed): visitors and sites spell some words two ways (déchetterie, déchèterie)
 * and visitors mistype.
 */
const MIN_MISSPELT_WORD = 7;

/**
 * The chunks holding any concept of the question and covering at least the search's
 * `minCoverage` of it, ranked by score, then by id.
 */
export interface Bm25Ranking {
  /** The highest coverage of a ranked chunk, 0 when none was ranked. */
  bestCoverage: number;
  /** Per concept of the question: no chunk holds it, in any of its forms. */
  unknown: readonly boolean[];
  /** The `limit` best chunks whose coverage `accept` takes, best first. */
  best(accept: (coverage: number) => boolean, limit: number): ScoredChunk[];
  /** Chunk `id`'s score and coverage, when it was found. */
  find(id: number): ScoredChunk | undefined;
}

/**
 * BM25 over the given indexes, IDF taken over all of them, each concept scoring its best lexeme
 * in a chunk (a word and a form derived from it do not add up). Chunks covering less than
 * `minCoverage` of the question are left out of the ranking: with a common word, most chunks
 * found hold only that word, and the caller would never read them.
 */
export function searchIndexes(
  indexes: readonly ChunkIndex[],
  concepts: readonly QueryConcept[],
  minCoverage = 0,
): Bm25Ranking {
  const total = indexes.reduce((sum, index) => sum + index.chunkIds.length, 0);
  if (total === 0)
    return rankingOf(
      [],
      [],
      [],
      [],
      0,
      concepts.map(() => true),
    );
  const frequencyOf = (lexeme: string) => {
    let frequency = 0;
    for (const index of indexes) frequency += index.postings.get(lexeme)?.chunks.length ?? 0;
    return frequency;
  };
  // A concept weighs its rarest form's IDF; one that no chunk holds in any form weighs nothing
  // here: whether it makes the question out of scope is the caller's decision (`unknown`).
  const idf = (lexeme: string) => {
    const frequency = Math.max(1, frequencyOf(lexeme));
    return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
  };
  const expanded = concepts.map((concept) => {
    const own = concept.lexemes.filter((entry) => entry.weight === 1);
    const lexemes = [...concept.lexemes, ...derivedLexemes(indexes, own, frequencyOf)].filter(
      (entry) => frequencyOf(entry.lexeme) > 0,
    );
    return {
      weight: Math.max(0, ...own.map((entry) => idf(entry.lexeme))),
      lexemes: lexemes.map((entry) => ({ ...entry, idf: idf(entry.lexeme) })),
    };
  });
  const unknown = expanded.map((concept) => concept.lexemes.length === 0);
  const weighted = expanded.filter((concept) => concept.lexemes.length > 0 && concept.weight > 0);
  const conceptsWeight = weighted.reduce((sum, concept) => sum + concept.weight, 0);
  if (conceptsWeight === 0) return rankingOf([], [], [], [], 0, unknown);

  const decisive = decisiveConcepts(weighted, conceptsWeight, minCoverage);
  const ids: number[] = [];
  const knowledgeBaseIds: number[] = [];
  const scores: number[] = [];
  const coverages: number[] = [];
  let bestCoverage = 0;
  for (const index of indexes) {
    const count = index.chunkIds.length;
    const work = workspaceFor(count);
    const norms = lengthNorms(index);
    const touched: number[] = [];
    if (decisive) {
      for (const [at, concept] of weighted.entries()) {
        if (!decisive[at]) continue;
        for (const { lexeme } of concept.lexemes) {
          for (const chunk of index.postings.get(lexeme)?.chunks ?? []) work.candidate[chunk] = 1;
        }
      }
    }
    for (const [conceptAt, concept] of weighted.entries()) {
      const onlyCandidates = decisive !== undefined && !decisive[conceptAt];
      const inConcept: number[] = [];
      for (const { lexeme, weight, idf: lexemeIdf } of concept.lexemes) {
        const postings = index.postings.get(lexeme);
        if (!postings) continue;
        const { chunks, frequencies } = postings;
        const weightIdf = weight * lexemeIdf;
        for (let at = 0; at < chunks.length; at++) {
          const chunk = chunks[at] as number;
          if (onlyCandidates && work.candidate[chunk] === 0) continue;
          const frequency = frequencies[at] as number;
          const score = (weightIdf * frequency * (K1 + 1)) / (frequency + (norms[chunk] as number));
          if (work.conceptCover[chunk] === 0) inConcept.push(chunk);
          if (score > (work.conceptScore[chunk] as number)) work.conceptScore[chunk] = score;
          if (weight > (work.conceptCover[chunk] as number)) work.conceptCover[chunk] = weight;
        }
      }
      for (const chunk of inConcept) {
        if (work.scores[chunk] === 0) touched.push(chunk);
        work.scores[chunk] = (work.scores[chunk] as number) + (work.conceptScore[chunk] as number);
        work.covered[chunk] =
          (work.covered[chunk] as number) + concept.weight * (work.conceptCover[chunk] as number);
        work.conceptScore[chunk] = 0;
        work.conceptCover[chunk] = 0;
      }
    }
    for (const chunk of touched) {
      const coverage = (work.covered[chunk] as number) / conceptsWeight;
      if (coverage >= minCoverage) {
        if (coverage > bestCoverage) bestCoverage = coverage;
        ids.push(index.chunkIds[chunk] as number);
        knowledgeBaseIds.push(index.knowledgeBaseId);
        scores.push(work.scores[chunk] as number);
        coverages.push(coverage);
      }
      work.scores[chunk] = 0;
      work.covered[chunk] = 0;
      work.candidate[chunk] = 0;
    }
  }
  return rankingOf(ids, knowledgeBaseIds, scores, coverages, bestCoverage, unknown);
}

/**
 * Which concepts a chunk must hold one of to cover `minCoverage` of the question: the lightest
 * concepts together weigh less than that, so a chunk holding only those is never ranked, and
 * their postings (the longest, for the commonest words) are only read for the chunks holding a
 * decisive one. Undefined when every concept is decisive.
 */
function decisiveConcepts(
  concepts: readonly { weight: number }[],
  conceptsWeight: number,
  minCoverage: number,
): boolean[] | undefined {
  // Kept a hair under the floor, so that rounding in the chunks' own sums cannot cross it.
  const limit = minCoverage * conceptsWeight * (1 - 1e-9);
  const lightestFirst = [...concepts.keys()].sort(
    (a, b) => (concepts[a]?.weight as number) - (concepts[b]?.weight as number),
  );
  const decisive = concepts.map(() => true);
  let lightWeight = 0;
  for (const at of lightestFirst) {
    lightWeight += concepts[at]?.weight as number;
    if (lightWeight >= limit) break;
    decisive[at] = false;
  }
  return decisive.every(Boolean) ? undefined : decisive;
}

/**
 * The found chunks stay in flat arrays: with a common word, thousands of chunks are found per
 * question, of which the caller reads a few dozen best ones.
 */
function rankingOf(
  ids: readonly number[],
  knowledgeBaseIds: readonly number[],
  scores: readonly number[],
  coverages: readonly number[],
  bestCoverage: number,
  unknown: readonly boolean[],
): Bm25Ranking {
  const chunkAt = (at: number): ScoredChunk => ({
    id: ids[at] as number,
    knowledgeBaseId: knowledgeBaseIds[at] as number,
    score: scores[at] as number,
    coverage: coverages[at] as number,
  });
  const ranksBefore = (at: number, other: number) =>
    (scores[at] as number) > (scores[other] as number) ||
    (scores[at] === scores[other] && (ids[at] as number) < (ids[other] as number));
  let positions: Map<number, number> | undefined;
  return {
    bestCoverage,
    unknown,
    best(accept, limit) {
      if (limit <= 0) return [];
      // Best first; a chunk enters by insertion when it ranks before the last one kept.
      const kept: number[] = [];
      for (let at = 0; at < ids.length; at++) {
        if (!accept(coverages[at] as number)) continue;
        const full = kept.length === limit;
        if (full && !ranksBefore(at, kept[limit - 1] as number)) continue;
        let place = full ? limit - 1 : kept.length;
        while (place > 0 && ranksBefore(at, kept[place - 1] as number)) {
          kept[place] = kept[place - 1] as number;
          place--;
        }
        kept[place] = at;
      }
      return kept.map(chunkAt);
    },
    find(id) {
      positions ??= new Map(ids.map((chunkId, at) => [chunkId, at]));
      const at = positions.get(id);
      return at === undefined ? undefined : chunkAt(at);
    },
  };
}

/**
 * Per-chunk sums of one search, zero between searches (a search is synchronous, and resets the
 * entries it used), so that a question does not allocate and clear arrays as long as the index.
 */
interface Workspace {
  scores: Float64Array;
  covered: Float64Array;
  conceptScore: Float64Array;
  conceptCover: Float64Array;
  /** 1 for the chunks holding a decisive concept, when some concepts are not. */
  candidate: Uint8Array;
}

let workspace: Workspace = emptyWorkspace(0);

function emptyWorkspace(count: number): Workspace {
  return {
    scores: new Float64Array(count),
    covered: new Float64Array(count),
    conceptScore: new Float64Array(count),
    conceptCover: new Float64Array(count),
    candidate: new Uint8Array(count),
  };
}

function workspaceFor(count: number): Workspace {
  if (workspace.scores.length < count) workspace = emptyWorkspace(count);
  return workspace;
}

const lengthNormsByIndex = new WeakMap<ChunkIndex, Float64Array>();

/** Each chunk's BM25 length normalisation, K1 included, computed once per index. */
function lengthNorms(index: ChunkIndex): Float64Array {
  let norms = lengthNormsByIndex.get(index);
  if (!norms) {
    norms = new Float64Array(index.chunkIds.length);
    for (let chunk = 0; chunk < norms.length; chunk++) {
      norms[chunk] = K1 * (1 - B + (B * (index.lengths[chunk] as number)) / index.averageLength);
    }
    lengthNormsByIndex.set(index, norms);
  }
  return norms;
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
    if (lexeme.length >= MIN_MISSPELT_WORD) {
      for (const index of indexes) {
        for (const found of lexemesOneEditAway(index, lexeme)) derived.add(found);
      }
    }
  }
  return [...derived].map((lexeme) => ({ lexeme, weight: DERIVED_WEIGHT }));
}
