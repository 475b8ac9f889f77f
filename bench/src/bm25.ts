/** One document of the baseline: a chunk's address and its whole text. */
export interface Bm25Document {
  url: string;
  text: string;
}

export interface Bm25Hit {
  url: string;
  /** Position of the document in the order it was added. */
  doc: number;
  score: number;
}

interface Postings {
  docs: number[];
  frequencies: number[];
}

/**
 * A plain in-memory BM25 index, the baseline the engine is compared with: lower case, words
 * split on anything that is not a letter, no stemming, no accent folding, no stop words.
 */
export class Bm25Index {
  private readonly postings = new Map<string, Postings>();
  private readonly lengths: number[] = [];
  private readonly urls: string[] = [];
  private totalLength = 0;
  /** Per document, the length part of BM25's denominator; rebuilt after additions. */
  private lengthNorms = new Float64Array(0);
  private scores = new Float64Array(0);

  constructor(
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {}

  add(document: Bm25Document): void {
    const doc = this.urls.length;
    const terms = tokenize(document.text);
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    for (const [term, frequency] of frequencies) {
      let list = this.postings.get(term);
      if (!list) {
        list = { docs: [], frequencies: [] };
        this.postings.set(term, list);
      }
      list.docs.push(doc);
      list.frequencies.push(frequency);
    }
    this.urls.push(document.url);
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
  }

  get size(): number {
    return this.urls.length;
  }

  /** The best `limit` documents holding at least one of the query's words, best first. */
  search(query: string, limit: number): Bm25Hit[] {
    const count = this.urls.length;
    if (count === 0) return [];
    if (this.lengthNorms.length !== count) this.prepare();
    const scores = this.scores;
    const touched: number[] = [];
    for (const term of new Set(tokenize(query))) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = Math.log(1 + (count - list.docs.length + 0.5) / (list.docs.length + 0.5));
      for (let index = 0; index < list.docs.length; index++) {
        const doc = list.docs[index] ?? 0;
        const frequency = list.frequencies[index] ?? 0;
        if (scores[doc] === 0) touched.push(doc);
        scores[doc] =
          (scores[doc] ?? 0) +
          (idf * frequency * (this.k1 + 1)) / (frequency + (this.lengthNorms[doc] ?? 0));
      }
    }
    const best: { doc: number; score: number }[] = [];
    for (const doc of touched) {
      const score = scores[doc] ?? 0;
      scores[doc] = 0;
      if (best.length === limit && score <= (best[limit - 1]?.score ?? 0)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1]?.score ?? 0) < score) at--;
      best.splice(at, 0, { doc, score });
      if (best.length > limit) best.pop();
    }
    return best.map(({ doc, score }) => ({ url: this.urls[doc] ?? "", doc, score }));
  }

  private prepare(): void {
    const count = this.urls.length;
    const averageLength = this.totalLength / count;
    this.lengthNorms = Float64Array.from(
      this.lengths,
      (length) => this.k1 * (1 - this.b + (this.b * length) / averageLength),
    );
    this.scores = new Float64Array(count);
  }
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}
