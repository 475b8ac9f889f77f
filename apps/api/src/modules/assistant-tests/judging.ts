import type { AssistantTest, TestFailure } from "@org/api-client";
import { foldAccents } from "@org/knowledge";
import type { Reply } from "../chat/reply";

/** What a run asks of a test: its question and what a right answer is. */
export type TestToRun = Pick<
  AssistantTest,
  "id" | "question" | "expect" | "expected_url" | "expected_curated_answer" | "expected_words"
>;

export interface Verdict {
  passed: boolean;
  failure: TestFailure | null;
  missingWords: string[];
}

const PASSED: Verdict = { passed: true, failure: null, missingWords: [] };
const failed = (failure: TestFailure, missingWords: string[] = []): Verdict => ({
  passed: false,
  failure,
  missingWords,
});

/** Whether a reply is right by the test's expectation, and if not, why. */
export function judgeReply(test: TestToRun, reply: Reply): Verdict {
  if (test.expect === "page") {
    const expected = comparableUrl(test.expected_url ?? "");
    const cited = reply.links.some((link) => comparableUrl(link.url) === expected);
    return cited ? PASSED : failed("page_not_cited");
  }
  if (test.expect === "curated_answer") {
    if (test.expected_curated_answer === null) return failed("curated_answer_deleted");
    return reply.curatedAnswerId === test.expected_curated_answer
      ? PASSED
      : failed("other_curated_answer");
  }
  const text = ` ${comparableText(reply.answer)} `;
  const missing = test.expected_words.filter((word) => !text.includes(` ${comparableText(word)} `));
  return missing.length === 0 ? PASSED : failed("words_missing", missing);
}

/** An address as pages are told apart: without its fragment or a final slash, host in lower case. */
function comparableUrl(address: string): string {
  try {
    const url = new URL(address);
    url.hash = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return address;
  }
}

/** Text as words are found in it: lower case, accents folded, words split by one space. */
export function comparableText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
}
