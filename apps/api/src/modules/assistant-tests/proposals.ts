import { MAX_TEST_QUESTION_LENGTH, type TestProposal } from "@org/api-client";
import { withoutSectionNumber } from "@org/knowledge";
import type { Actor } from "../../actor";
import type { Db } from "../../db/types";
import { ValidationError } from "../../errors";
import { messages } from "../../lib/validation";
import { botIsVisible } from "../bots/visible-bot";
import { comparableText } from "./judging";

// A first set of tests drawn from the assistant's own pages: each heading that says something
// ("Installer un greffon", not "Introduction") is a question its page should answer, asked
// without its section number ("2.3. Installer un greffon" is asked "Installer un greffon").

/** Most questions proposed at once. */
export const MAX_PROPOSALS = 20;
/** A heading of fewer words of three letters or more names a part, not a subject. */
const MIN_HEADING_WORDS = 2;
/** A longer heading is a sentence of the page more than a question a visitor would ask. */
const MAX_HEADING_WORDS = 12;
/** The headings read at most, each once per page, in the pages' order: plenty for 20 questions. */
const MAX_HEADINGS_READ = 5000;

/**
 * Questions from the headings of the bot's pages (the last heading above each passage, else the
 * page's title) that no test of the bot asks yet: one per page first, in the pages' order, then
 * further headings of the same pages, at most MAX_PROPOSALS.
 */
export async function proposeTests(db: Db, actor: Actor, botId: number): Promise<TestProposal[]> {
  if (!(await botIsVisible(db, actor, botId))) {
    throw new ValidationError({ bot_id: [messages.invalidPk(botId)] });
  }
  const { rows } = await db.query<{ url: string; heading: string }>(
    `SELECT url, heading FROM (
       SELECT c.url, h.heading, min(c.knowledge_base_id) AS base, min(c.position) AS position
         FROM knowledge_chunks c
         JOIN bot_knowledge_bases l ON l.knowledge_base_id = c.knowledge_base_id
         JOIN knowledge_bases k ON k.id = c.knowledge_base_id AND k.is_active
         CROSS JOIN LATERAL (
           SELECT btrim(COALESCE(NULLIF(regexp_replace(c.heading_path, '^.* > ', ''), ''), c.title))
                    AS heading) h
        WHERE l.bot_id = $1 AND c.url <> '' AND char_length(h.heading) BETWEEN 1 AND $2
        GROUP BY c.url, h.heading) found
      ORDER BY base, url, position
      LIMIT $3`,
    [botId, MAX_TEST_QUESTION_LENGTH, MAX_HEADINGS_READ],
  );
  const { rows: tests } = await db.query<{ question: string }>(
    "SELECT question FROM assistant_tests WHERE bot_id = $1",
    [botId],
  );
  const asked = new Set(tests.map((test) => comparableText(test.question)));
  const byPage = new Map<string, string[]>();
  for (const row of rows) {
    const heading = withoutSectionNumber(row.heading);
    const key = comparableText(heading);
    if (asked.has(key) || !saysSomething(key)) continue;
    asked.add(key);
    byPage.set(row.url, [...(byPage.get(row.url) ?? []), heading]);
  }
  const proposals: TestProposal[] = [];
  const pages = [...byPage.entries()];
  for (let round = 0; proposals.length < MAX_PROPOSALS; round += 1) {
    const more = pages.filter(([, headings]) => round < headings.length);
    if (more.length === 0) break;
    for (const [url, headings] of more) {
      if (proposals.length === MAX_PROPOSALS) break;
      proposals.push({ question: headings[round] as string, expected_url: url });
    }
  }
  return proposals;
}

/** Whether a heading, as comparableText gives it, has the words of a question. */
function saysSomething(words: string): boolean {
  const meaningful = words.split(" ").filter((word) => word.length >= 3);
  return meaningful.length >= MIN_HEADING_WORDS && meaningful.length <= MAX_HEADING_WORDS;
}
