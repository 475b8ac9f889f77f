import { readFile } from "node:fs/promises";
import { round } from "./stats";

export type QuestionKind = "literal" | "rephrased" | "out_of_scope";

export interface CheckQuestion {
  kind: QuestionKind;
  question: string;
  /** Path of the page that holds the answer (in-scope questions only). */
  page?: string;
}

interface CheckSetFile {
  /** Each fact asked twice: as the page words it, and as a visitor would say it. */
  inScope: { page: string; literal: string; rephrased: string }[];
  outOfScope: string[];
}

export async function loadCheckSet(file: URL): Promise<CheckQuestion[]> {
  const parsed = JSON.parse(await readFile(file, "utf8")) as CheckSetFile;
  return [
    ...parsed.inScope.map(({ page, literal }) => ({
      kind: "literal" as const,
      question: literal,
      page,
    })),
    ...parsed.inScope.map(({ page, rephrased }) => ({
      kind: "rephrased" as const,
      question: rephrased,
      page,
    })),
    ...parsed.outOfScope.map((question) => ({ kind: "out_of_scope" as const, question })),
  ];
}

/** What a system answered: the addresses of its links, best first, or that it does not know. */
export interface RankedAnswer {
  urls: string[];
  noAnswer: boolean;
}

export type Answerer = (question: string) => Promise<RankedAnswer>;

export interface KindScore {
  questions: number;
  /** The first link is the page that holds the answer. */
  hitAt1: number;
  /** That page is among the first three links. */
  hitAt3: number;
  /** Questions answered "I don't know". */
  noAnswer: number;
}

export interface QuestionOutcome extends CheckQuestion {
  /** The first three links, as paths when on the site. */
  links: string[];
  noAnswer: boolean;
}

export interface QualityReport {
  literal: KindScore;
  rephrased: KindScore;
  outOfScope: { questions: number; noAnswer: number };
  outcomes: QuestionOutcome[];
}

/** Asks every question of the check set and scores the links against the expected pages. */
export async function scoreCheckSet(
  questions: readonly CheckQuestion[],
  origin: string,
  answer: Answerer,
): Promise<QualityReport> {
  const outcomes: QuestionOutcome[] = [];
  for (const question of questions) {
    const { urls, noAnswer } = await answer(question.question);
    outcomes.push({
      ...question,
      links: urls.slice(0, 3).map((url) => pathOnSite(url, origin)),
      noAnswer,
    });
  }
  const score = (kind: QuestionKind): KindScore => {
    const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
    const hits = (depth: number) =>
      ofKind.filter((outcome) => outcome.links.slice(0, depth).includes(outcome.page ?? "")).length;
    return {
      questions: ofKind.length,
      hitAt1: hits(1),
      hitAt3: hits(3),
      noAnswer: ofKind.filter((outcome) => outcome.noAnswer).length,
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

export function rate(count: number, total: number): number {
  return total === 0 ? 0 : round(count / total, 4);
}

/** A site address as its path ("/demarches/etat-civil"), other addresses unchanged. */
function pathOnSite(url: string, origin: string): string {
  if (!url.startsWith(`${origin}/`)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
