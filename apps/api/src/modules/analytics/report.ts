import type { AnalyticsFigures, AnalyticsReport } from "@org/api-client";
import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";
import { citedBaseJoin, citedBaseVisible, linkRows } from "../chat/answer-links";
import { inConversation, startsConversation } from "../chat/conversation";
import type { AnalyticsFilters, ReportFilters } from "./period";

// What visitors did with the assistants, day by day or week by week.

/** Questions and sources listed as the most asked and cited. */
const TOP = 10;

/**
 * A run of spaces in a question, whatever the database's locale: `\s` alone matches only ASCII
 * spaces under the C locale, and the widget's suggestions put a no-break space (U+00A0, U+202F)
 * before « ? » where a visitor types a plain one. Every Unicode space separator is named.
 */
const SPACES = "[\\s\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000]+";

/** The text `column` with each run of spaces made one plain space, and none at its ends. */
const plainlySpaced = (column: string) => `btrim(regexp_replace(${column}, '${SPACES}', ' ', 'g'))`;

/**
 * The visitor's message `m` is a question: not small talk (a greeting, thanks, a goodbye), which
 * the answer stored with it, the session's next message, says, whether the courtesy reply or the
 * owner's curated answer to it answered. « Merci » counted among the questions, or at the top
 * of the most asked, would mislead an owner.
 */
const isQuestion = (m: string) => `${m}.sent_from = 'user'
  AND (SELECT a.answers_small_talk FROM messages a
        WHERE a.session_id = ${m}.session_id AND a.id > ${m}.id
        ORDER BY a.id LIMIT 1) IS NOT TRUE`;

/**
 * The sessions of the actor's bots the filters keep (`s`, with their bot `b`), and the
 * parameters: $1 since, $2 until, then `more`, then the scope's.
 */
export function scopeOf(actor: Actor, filters: AnalyticsFilters, more: unknown[] = []) {
  const params: unknown[] = [filters.since.toISOString(), filters.until.toISOString(), ...more];
  const where = [accountScope(actor, "b.account_id", params)];
  if (filters.botId !== undefined) {
    params.push(filters.botId);
    where.push(`b.id = $${params.length}`);
  }
  if (filters.accountId !== undefined) {
    params.push(filters.accountId);
    where.push(`b.account_id = $${params.length}`);
  }
  return {
    params,
    sessions: `chat_sessions s JOIN bots b ON b.id = s.bot_id WHERE ${where.join(" AND ")}`,
  };
}

/** The period's start of the moment `column`, in the time zone, as `YYYY-MM-DD`. */
const periodOf = (column: string) =>
  `to_char(date_trunc($4, ${column} AT TIME ZONE $3), 'YYYY-MM-DD')`;

export async function analyticsReport(
  db: Db,
  actor: Actor,
  filters: ReportFilters,
): Promise<AnalyticsReport> {
  // $3 the time zone, $4 the interval.
  const { params, sessions } = scopeOf(actor, filters, [filters.timeZone, filters.interval]);
  const inPeriod = (column: string) =>
    `${column} >= $1::timestamptz AND ${column} < $2::timestamptz`;
  const messagesOf = (kept: string) => `messages m
    JOIN (SELECT s.id FROM ${kept}) kept ON kept.id = m.session_id WHERE ${inPeriod("m.sent_at")}`;
  const messages = messagesOf(sessions);
  // The lists of the most asked and cited read neither the time zone nor the interval.
  const unbucketed = scopeOf(actor, filters);
  const [periods, conversations, exchanges, questions, pages] = await Promise.all([
    db.query<{ period: string }>(
      `SELECT to_char(p, 'YYYY-MM-DD') AS period FROM generate_series(
         date_trunc($4, $1::timestamptz AT TIME ZONE $3),
         date_trunc($4, ($2::timestamptz - interval '1 millisecond') AT TIME ZONE $3),
         ('1 ' || $4)::interval) p`,
      params.slice(0, 4),
    ),
    db.query<{ period: string; conversations: number }>(
      `SELECT ${periodOf("s.started_at")} AS period, count(*)::int AS conversations
         FROM ${sessions} AND ${startsConversation("s")} AND ${inPeriod("s.started_at")}
          AND EXISTS (SELECT 1 FROM chat_sessions c JOIN messages m ON m.session_id = c.id
                       WHERE ${inConversation("c", "s.id")})
        GROUP BY 1`,
      params,
    ),
    db.query<Omit<AnalyticsFigures, "conversations"> & { period: string }>(
      `SELECT ${periodOf("m.sent_at")} AS period,
              count(*) FILTER (WHERE ${isQuestion("m")})::int AS questions,
              count(*) FILTER (WHERE m.outcome = 'no_answer')::int AS no_answer,
              count(*) FILTER (WHERE m.sent_from = 'bot' AND m.rating = 1)::int AS likes,
              count(*) FILTER (WHERE m.sent_from = 'bot' AND m.rating = -1)::int AS dislikes,
              count(*) FILTER (WHERE m.outcome = 'curated')::int AS curated
         FROM ${messages} GROUP BY 1`,
      params,
    ),
    db.query<{ question: string; asked: number }>(
      `SELECT min(q.question) AS question, count(*)::int AS asked
         FROM (SELECT ${plainlySpaced("m.message")} AS question
                 FROM ${messagesOf(unbucketed.sessions)} AND ${isQuestion("m")}) q
        GROUP BY lower(q.question)
        ORDER BY asked DESC, question LIMIT ${TOP}`,
      unbucketed.params,
    ),
    db.query<AnalyticsReport["top_pages"][number]>(
      `SELECT c.url, CASE WHEN named.id IS NOT NULL THEN
                jsonb_build_object('id', named.id, 'name', named.name, 'type', named.type) END
                AS knowledge_base,
              count(*)::int AS cited
         FROM (SELECT DISTINCT answered.id, COALESCE(l.link->>'url', '') AS url,
                      CASE WHEN COALESCE(l.link->>'url', '') = '' THEN kb.id END AS knowledge_base_id
                 FROM (SELECT m.id, m.links FROM ${messagesOf(unbucketed.sessions)}
                          AND m.sent_from = 'bot') answered
                 CROSS JOIN LATERAL ${linkRows("answered.links")} ${citedBaseJoin}
                WHERE COALESCE(l.link->>'url', '') <> ''
                   OR (kb.id IS NOT NULL AND ${citedBaseVisible(actor)})) c
         LEFT JOIN knowledge_bases named ON named.id = c.knowledge_base_id
        GROUP BY c.url, named.id, named.name, named.type
        ORDER BY cited DESC, c.url, named.name LIMIT ${TOP}`,
      unbucketed.params,
    ),
  ]);
  const conversationsOf = new Map(conversations.rows.map((row) => [row.period, row.conversations]));
  const exchangesOf = new Map(exchanges.rows.map((row) => [row.period, row]));
  const series = periods.rows.map(({ period }) => {
    const exchange = exchangesOf.get(period);
    return {
      period,
      conversations: conversationsOf.get(period) ?? 0,
      questions: exchange?.questions ?? 0,
      no_answer: exchange?.no_answer ?? 0,
      likes: exchange?.likes ?? 0,
      dislikes: exchange?.dislikes ?? 0,
      curated: exchange?.curated ?? 0,
    };
  });
  const totals: AnalyticsFigures = {
    conversations: 0,
    questions: 0,
    no_answer: 0,
    likes: 0,
    dislikes: 0,
    curated: 0,
  };
  for (const figures of series) {
    for (const key of Object.keys(totals) as (keyof AnalyticsFigures)[])
      totals[key] += figures[key];
  }
  return {
    interval: filters.interval,
    time_zone: filters.timeZone,
    since: filters.since.toISOString(),
    until: filters.until.toISOString(),
    totals,
    series,
    top_questions: questions.rows,
    top_pages: pages.rows,
  };
}
