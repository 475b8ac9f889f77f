import { readFile } from "node:fs/promises";
import { withoutLigatures } from "@org/knowledge";
import { round } from "./stats";

export type QuestionKind = "literal" | "rephrased" | "other_wording" | "out_of_scope";

export interface CheckQuestion {
  kind: QuestionKind;
  question: string;
  /** Paths of the pages that answer it (in-scope questions of a crawled site). */
  pages?: string[];
  /** Words the passage that answers it holds, as the source words them (in-scope questions). */
  evidence?: string;
  /** The fact asked, by its place in the check set (in-scope questions). */
  fact?: number;
}

interface CheckSetFile {
  /** Where the material comes from. */
  source?: string;
  /**
   * Each fact asked twice: as the source words it, and as a visitor would say it. A site's fact
   * names its page (and any other page stating it as well); a document's fact is found by its
   * evidence alone.
   */
  inScope: {
    page?: string;
    alsoOn?: string[];
    document?: string;
    evidence?: string;
    literal: string;
    rephrased: string;
    /**
     * Two more ways a visitor asks for the fact, written with the set and never used to tune:
     * asked after an owner fixed the rephrased question.
     */
    otherWordings?: string[];
  }[];
  outOfScope: string[];
}

/** A check set's file, and what answers each of its facts (its pages or its evidence). */
async function readCheckSet(file: URL) {
  const parsed = JSON.parse(await readFile(file, "utf8")) as CheckSetFile;
  const answers = parsed.inScope.map((fact, at) => {
    if (!fact.page && !fact.evidence) {
      throw new Error(`${file.pathname}: "${fact.literal}" names neither a page nor evidence`);
    }
    return {
      fact: at,
      ...(fact.page ? { pages: [fact.page, ...(fact.alsoOn ?? [])] } : {}),
      ...(fact.evidence ? { evidence: fact.evidence } : {}),
    };
  });
  return { parsed, answers };
}

/** The questions the engine is scored on: each fact literal and rephrased, then the off-topic. */
export async function loadCheckSet(file: URL): Promise<CheckQuestion[]> {
  const { parsed, answers } = await readCheckSet(file);
  return [
    ...parsed.inScope.map((fact, at) => ({
      kind: "literal" as const,
      question: fact.literal,
      ...answers[at],
    })),
    ...parsed.inScope.map((fact, at) => ({
      kind: "rephrased" as const,
      question: fact.rephrased,
      ...answers[at],
    })),
    ...parsed.outOfScope.map((question) => ({ kind: "out_of_scope" as const, question })),
  ];
}

/** The other wordings of each fact (`otherWordings`), kept apart from what the engine is scored on. */
export async function loadOtherWordings(file: URL): Promise<CheckQuestion[]> {
  const { parsed, answers } = await readCheckSet(file);
  return parsed.inScope.flatMap((fact, at) =>
    (fact.otherWordings ?? []).map((question) => ({
      kind: "other_wording" as const,
      question,
      ...answers[at],
    })),
  );
}

export interface RankedLink {
  url: string;
  /** The passage linked. */
  chunk: string;
}

/** What a system answered: its links, best first, or that it does not know. */
export interface RankedAnswer {
  links: RankedLink[];
  noAnswer: boolean;
  /** The answer's text, when the system writes one. */
  answer?: string;
}

export type Answerer = (question: string) => Promise<RankedAnswer>;

export interface KindScore {
  questions: number;
  /** The first link answers: the page that holds the answer, or a passage holding its evidence. */
  hitAt1: number;
  /** One of the first three links answers. */
  hitAt3: number;
  /** Questions answered "I don't know". */
  noAnswer: number;
  /**
   * Questions whose answer, as the visitor reads it (a system that writes none: its first
   * passage), holds the fact's evidence; counted where the check set gives evidence.
   */
  factHeld: number;
}

export interface QuestionOutcome extends CheckQuestion {
  /** The first three links, as paths when on the site. */
  links: string[];
  /** Rank (1 to 3) of the first link that answers; 0 when none does. */
  hitRank: number;
  noAnswer: boolean;
  answer?: string;
  /** Whether what the visitor reads holds the evidence (questions with evidence). */
  holdsFact?: boolean;
}

export interface QualityReport {
  literal: KindScore;
  rephrased: KindScore;
  outOfScope: { questions: number; noAnswer: number };
  outcomes: QuestionOutcome[];
}

/** Asks every question of the check set and scores the links against what answers it. */
export async function scoreCheckSet(
  questions: readonly CheckQuestion[],
  origin: string,
  answer: Answerer,
): Promise<QualityReport> {
  const outcomes: QuestionOutcome[] = [];
  for (const question of questions) {
    const result = await answer(question.question);
    const links = result.links.slice(0, 3);
    const answers = (link: RankedLink) =>
      question.pages
        ? question.pages.includes(pathOnSite(link.url, origin))
        : question.evidence !== undefined && holds(link.chunk, question.evidence);
    const read = result.answer === undefined ? (links[0]?.chunk ?? "") : readText(result.answer);
    outcomes.push({
      ...question,
      links: links.map((link) => pathOnSite(link.url, origin)),
      hitRank: links.findIndex(answers) + 1,
      noAnswer: result.noAnswer,
      ...(result.answer === undefined ? {} : { answer: result.answer }),
      ...(question.evidence === undefined
        ? {}
        : { holdsFact: !result.noAnswer && holds(read, question.evidence) }),
    });
  }
  const score = (kind: QuestionKind): KindScore => {
    const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
    const hits = (depth: number) =>
      ofKind.filter((outcome) => outcome.hitRank > 0 && outcome.hitRank <= depth).length;
    return {
      questions: ofKind.length,
      hitAt1: hits(1),
      hitAt3: hits(3),
      noAnswer: ofKind.filter((outcome) => outcome.noAnswer).length,
      factHeld: ofKind.filter((outcome) => outcome.holdsFact).length,
    };
  };
  const outOfScope = score("out_of_scope");
  return {
    literal: score("literal"),
    rephrased: score("rephrased"),
    outOfScope: { questions: outOfScope.questions, noAnswer: outOfScope.noAnswer },
    outcomes,
  };
}

/**
 * An answer's Markdown as the visitor reads it, for looking for words in it: the marks around
 * and before text (`**`, backticks, code fences, list, quote and heading markers) taken out.
 */
export function readText(markdown: string): string {
  return markdown
    .replace(/^\s*(?:```|~~~).*$/gm, "")
    .replace(/^\s*(?:[-*+]|\d+[.)]|>|#{1,6})\s+/gm, "")
    .replace(/(\*\*|__|`)/g, "");
}

/** Whether `text` holds `words`, whatever the case, spacing and Markdown escapes. */
export function holds(text: string, words: string): boolean {
  return comparable(text).includes(comparable(words));
}

function comparable(text: string): string {
  // As the engine reads its sources: evidence copied from them may hold their ligatures.
  return withoutLigatures(text)
    .normalize("NFC")
    .replace(/\\([\\`*_[\]<>|#.)-])/g, "$1")
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

export function rate(count: number, total: number): number {
  return total === 0 ? 0 : round(count / total, 4);
}

/** A site address as its path ("/demarches/etat-civil"), other addresses unchanged. */
function pathOnSite(url: string, origin: string): string {
  if (origin === "" || !url.startsWith(`${origin}/`)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
