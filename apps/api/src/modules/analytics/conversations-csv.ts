import {
  ANSWER_OUTCOME_LABELS,
  type AnswerOutcome,
  RATING_LABELS,
  type Rating,
} from "@org/api-client";
import type { Actor } from "../../actor";
import type { Db } from "../../db/types";
import type { CsvCell } from "../../lib/csv";
import { inConversation, startsConversation } from "../chat/conversation";
import { questionOf } from "../missed-questions/miss-kinds";
import { answerText } from "./answer-text";
import type { AnalyticsFilters } from "./period";
import { scopeOf } from "./report";

// The conversations of a period as a spreadsheet in French shows them: one line per answer.

interface Answered {
  conversation: number;
  assistant: string;
  started_at: string;
  answered_at: string;
  question: string | null;
  answer: string;
  outcome: AnswerOutcome | null;
  rating: Rating;
  comment: string;
}

/**
 * The columns, named in French as the owner reads them, each with what it holds. A time column
 * (`inZone`) holds times as a spreadsheet reads a date and time, without an offset, which would
 * make them texts: its name ends with the time zone they are in, `(Europe/Paris)`.
 */
const COLUMNS: readonly {
  name: string;
  holds: string;
  inZone?: true;
  cell: (row: Answered) => CsvCell;
}[] = [
  {
    name: "Conversation",
    holds: "the id of its first session",
    cell: (row) => row.conversation,
  },
  { name: "Assistant", holds: "the assistant's name", cell: (row) => row.assistant },
  {
    name: "Début de la conversation",
    holds: "when it began",
    inZone: true,
    cell: (row) => row.started_at,
  },
  {
    name: "Réponse donnée le",
    holds: "when the answer was given",
    inZone: true,
    cell: (row) => row.answered_at,
  },
  { name: "Question", holds: "the visitor's question", cell: (row) => row.question ?? "" },
  {
    name: "Réponse",
    holds: "the answer as the visitor read it, as plain text (a link's address after its text)",
    cell: (row) => answerText(row.answer),
  },
  {
    name: "Type de réponse",
    holds: `what answered it (${labelsOf(ANSWER_OUTCOME_LABELS)}; empty for an answer stored before outcomes were)`,
    cell: (row) => (row.outcome ? ANSWER_OUTCOME_LABELS[row.outcome] : ""),
  },
  {
    name: "Avis du visiteur",
    holds: `the visitor's rating (${labelsOf(RATING_LABELS)})`,
    cell: (row) => RATING_LABELS[row.rating],
  },
  {
    name: "Commentaire du visiteur",
    holds: "what the visitor said of a disliked answer",
    cell: (row) => row.comment,
  },
];

/** A time zone as the IANA writes it, however it was typed (`europe/paris`: `Europe/Paris`). */
function zoneName(timeZone: string): string {
  return new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
}

function labelsOf(labels: Readonly<Record<string, string>>): string {
  return Object.values(labels)
    .map((label) => `\`${label}\``)
    .join(", ");
}

/** What the export holds, for the OpenAPI document. */
export const CONVERSATIONS_CSV_DESCRIPTION = `A CSV file for spreadsheets in French: UTF-8 with a byte order mark, fields separated by semicolons (otherwise RFC 4180), one line per answer, oldest conversation first; times as \`YYYY-MM-DD HH:MM:SS\` in \`time_zone\`, which the names of their columns end with (\`Début de la conversation (Europe/Paris)\`). Columns: ${COLUMNS.map((column) => `\`${column.name}${column.inZone ? " (<time_zone>)" : ""}\`, ${column.holds}`).join("; ")}.`;

/**
 * A moment as spreadsheets in any language read a date and time, in the time zone the period was
 * chosen in ($3): `2026-12-04 20:17:39`.
 */
const localMoment = (column: string) =>
  `to_char(${column} AT TIME ZONE $3, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * The conversations begun in the period as CSV rows, the columns' names first: one per answer,
 * oldest first, with its question, what answered it, its rating and the visitor's comment, in the
 * words of the back-office.
 */
export async function conversationRows(
  db: Db,
  actor: Actor,
  filters: AnalyticsFilters,
): Promise<CsvCell[][]> {
  const { params, sessions } = scopeOf(actor, filters, [filters.timeZone]);
  const { rows } = await db.query<Answered>(
    `SELECT begun.id AS conversation, begun.name AS assistant,
            ${localMoment("begun.started_at")} AS started_at,
            ${localMoment("m.sent_at")} AS answered_at, ${questionOf("m")} AS question,
            m.message AS answer, m.outcome, m.rating, m.rating_comment AS comment
       FROM (SELECT s.id, s.started_at, b.name FROM ${sessions} AND ${startsConversation("s")}
               AND s.started_at >= $1::timestamptz AND s.started_at < $2::timestamptz) begun
       JOIN chat_sessions c ON ${inConversation("c", "begun.id")}
       JOIN messages m ON m.session_id = c.id AND m.sent_from = 'bot'
      ORDER BY begun.started_at, begun.id, m.id`,
    params,
  );
  const zone = zoneName(filters.timeZone);
  return [
    COLUMNS.map((column) => (column.inZone ? `${column.name} (${zone})` : column.name)),
    ...rows.map((row) => COLUMNS.map((column) => column.cell(row))),
  ];
}
