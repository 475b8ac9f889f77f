import { analyticsIntervalSchema, MAX_ANALYTICS_DAYS } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { botIdParameter, type QueryParameter } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { actorOf, type Endpoint, signedIn } from "../../http/router";
import { formatCsv } from "../../lib/csv";
import { dayIn } from "../../lib/time-zone";
import { CONVERSATIONS_CSV_DESCRIPTION, conversationRows } from "./conversations-csv";
import { readAnalyticsFilters, readReportFilters } from "./period";
import { analyticsReport } from "./report";

const TAG = "Analytics";

/** What readAnalyticsFilters reads. */
const FILTERS: readonly QueryParameter[] = [
  botIdParameter,
  { name: "account", description: "Keeps the bots of this account.", type: "integer" },
  {
    name: "since",
    description: "Start of the period (ISO 8601, included); 30 days before `until` by default.",
    type: "string",
  },
  {
    name: "until",
    description: `End of the period (ISO 8601, excluded); now by default. ${MAX_ANALYTICS_DAYS} days at most after \`since\`.`,
    type: "string",
  },
  {
    name: "time_zone",
    description:
      "The IANA time zone days and weeks are counted in, and the export's times written in (`Europe/Paris`); UTC by default.",
    type: "string",
  },
];

/**
 * The assistants' figures, with chats.view_analytics, and their conversations' export, which
 * holds what visitors wrote: with chats.view_conversation too.
 */
export function analyticsRoutes(deps: AppDeps): Endpoint[] {
  const { db } = deps;
  return [
    {
      ...honoRoute(ROUTES.getAnalytics),
      access: signedIn(PERMISSION.viewAnalytics),
      doc: {
        summary:
          "Conversations, questions, answers not known, ratings and curated answers given, by day or week, with the questions asked and pages cited most",
        tag: TAG,
        query: [
          ...FILTERS,
          {
            name: "interval",
            description: "Figures by day (default) or by week (from Monday).",
            type: "string",
            values: analyticsIntervalSchema.options,
          },
        ],
        response: { status: 200, description: "The figures.", schema: "AnalyticsReport" },
      },
      handle: async (c) =>
        c.json(await analyticsReport(db, actorOf(c), await readReportFilters(c, db))),
    },
    {
      ...honoRoute(ROUTES.exportConversations),
      access: signedIn(PERMISSION.viewAnalytics, PERMISSION.viewConversation),
      doc: {
        summary: "Download the conversations begun in a period as CSV, one line per answer",
        tag: TAG,
        query: FILTERS,
        response: {
          status: 200,
          description: `${CONVERSATIONS_CSV_DESCRIPTION} Named after the period's first and last days in \`time_zone\` (\`conversations-2026-11-05-2026-12-04.csv\`).`,
          mediaType: "text/csv",
        },
      },
      handle: async (c) => {
        const filters = await readAnalyticsFilters(c, db);
        const csv = formatCsv(await conversationRows(db, actorOf(c), filters));
        const first = dayIn(filters.since, filters.timeZone);
        const last = dayIn(new Date(filters.until.getTime() - 1), filters.timeZone);
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="conversations-${first}-${last}.csv"`,
        });
      },
    },
  ];
}
