import { COMMON_CONTENT_WORDS, COMMON_FUNCTION_WORDS } from "./common-french-words";
import type { TextSource } from "./engine";
import { pick, randomInt, seededRandom, weightedSampler } from "./prng";

/** The engine's default chunk size: a generated section stays below it to make one chunk. */
const CHUNK_SIZE = 800;
const MAX_SECTION_LENGTH = CHUNK_SIZE - 20;
const SYNTHETIC_ORIGIN = "https://ville-exemple.fr";

export interface SyntheticCorpus {
  pages: TextSource[];
  /** Questions a visitor could ask of the generated pages, for latency runs. */
  questions: string[];
}

/**
 * Deterministic French-looking pages with exactly `sections` sections, each short enough to be
 * one chunk: words are drawn from the fixture site's own word frequencies (so the corpus shares
 * its vocabulary and its most common words) and from everyday French words.
 */
export function syntheticCorpus(
  siteTexts: readonly string[],
  { sections, questions, seed }: { sections: number; questions: number; seed: number },
): SyntheticCorpus {
  const random = seededRandom(seed);
  const word = wordSampler(siteTexts);
  const contentWord = () => {
    for (;;) {
      const candidate = word(random);
      if (candidate.length >= 4 && !candidate.includes("'")) return candidate;
    }
  };
  const sentence = () => {
    const tokens = Array.from({ length: randomInt(random, 8, 24) }, () => word(random));
    if (tokens.length > 12 && random() < 0.4) tokens[randomInt(random, 4, 8)] += ",";
    return `${capitalise(tokens.join(" "))}.`;
  };
  const paragraph = () => Array.from({ length: randomInt(random, 1, 3) }, sentence).join(" ");
  const heading = (min: number, max: number) =>
    capitalise(Array.from({ length: randomInt(random, min, max) }, contentWord).join(" "));

  const pages: TextSource[] = [];
  let made = 0;
  while (made < sections) {
    const count = Math.min(randomInt(random, 6, 14), sections - made);
    const title = heading(2, 5);
    const blocks: TextSource["blocks"] = [];
    let previousHeading = "";
    for (let index = 0; index < count; index++) {
      let sectionHeading = heading(2, 4);
      while (sectionHeading === previousHeading) sectionHeading = heading(2, 4);
      previousHeading = sectionHeading;
      const target = randomInt(random, 200, MAX_SECTION_LENGTH);
      let length = -1;
      for (;;) {
        const text = paragraph();
        if (length + 1 + text.length > MAX_SECTION_LENGTH) {
          if (length >= 0) break;
          continue;
        }
        blocks.push({ headingPath: [title, sectionHeading], text });
        length += 1 + text.length;
        if (length >= target) break;
      }
    }
    made += count;
    pages.push({ url: `${SYNTHETIC_ORIGIN}/page-${pages.length + 1}`, title, blocks });
  }
  return { pages, questions: visitorQuestions(random, pages, questions) };
}

const FUNCTION_WORDS = new Set(COMMON_FUNCTION_WORDS);

const QUESTION_FORMS: ((words: string[]) => string)[] = [
  ([a, b]) => `Comment ${a} ${b} ?`,
  ([a, b]) => `Où trouver des informations sur ${a} et ${b} ?`,
  ([a, b, c]) => `Quels sont les ${a} pour ${b} ${c} ?`,
  ([a, b, c]) => `${capitalise(`${a} ${b} ${c}`)}`,
  ([a, b]) => `Est-il possible de ${a} ${b} ?`,
  ([a, b, c]) => `Je cherche ${a} ${b} ${c}, que faire ?`,
  ([a, b, c, d]) => `${capitalise(`${a} ${b}`)} : quelles ${c} pour ${d} ?`,
];

/** Questions built from the words of randomly chosen generated sections. */
function visitorQuestions(random: () => number, pages: readonly TextSource[], count: number) {
  const questions: string[] = [];
  while (questions.length < count) {
    const block = pick(random, pick(random, pages).blocks);
    const candidates = [
      ...new Set(
        block.text
          .toLowerCase()
          .split(/[\s,.]+/)
          .filter(
            (token) => token.length >= 5 && !token.includes("'") && !FUNCTION_WORDS.has(token),
          ),
      ),
    ];
    if (candidates.length < 4) continue;
    const chosen: string[] = [];
    while (chosen.length < 4) {
      const candidate = pick(random, candidates);
      if (!chosen.includes(candidate)) chosen.push(candidate);
    }
    questions.push(pick(random, QUESTION_FORMS)(chosen));
  }
  return questions;
}

/**
 * Draws words as a mix: mostly the site's words at their own frequencies, then everyday
 * function words, then everyday content words with a Zipf-like long tail.
 */
function wordSampler(siteTexts: readonly string[]): (random: () => number) => string {
  const counts = new Map<string, number>();
  for (const text of siteTexts) {
    for (const token of text.toLowerCase().split(/\s+/)) {
      const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
      if (!/^\p{L}[\p{L}'’-]*$/u.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const siteWord = weightedSampler([...counts.keys()], [...counts.values()]);
  const contentWord = weightedSampler(
    COMMON_CONTENT_WORDS,
    COMMON_CONTENT_WORDS.map((_, rank) => 1 / (rank + 10)),
  );
  return (random) => {
    const source = random();
    if (source < 0.7) return siteWord(random);
    if (source < 0.82) return pick(random, COMMON_FUNCTION_WORDS);
    return contentWord(random);
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
