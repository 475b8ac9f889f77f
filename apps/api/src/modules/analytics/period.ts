import {
  type AnalyticsInterval,
  analyticsIntervalSchema,
  MAX_ANALYTICS_DAYS,
} from "@org/api-client";
import type { Context } from "hono";
import type { Db } from "../../db/types";
import { ValidationError } from "../../errors";
import { queryChoice, queryId, queryMoment } from "../../http/query-params";
import { checkedTimeZone } from "../../lib/time-zone";

/** Whose activity, over which period, counted in which time zone. */
export interface AnalyticsFilters {
  botId?: number;
  accountId?: number;
  since: Date;
  until: Date;
  timeZone: string;
}

/** The figures' filters, and whether they are counted by day or by week. */
export interface ReportFilters extends AnalyticsFilters {
  interval: AnalyticsInterval;
}

/** The period when none is given: the last 30 days. */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The filters of an analytics request, checked: a readable period of at most a year, and a time
 * zone the database counts in.
 */
export async function readAnalyticsFilters(c: Context, db: Db): Promise<AnalyticsFilters> {
  const until = queryMoment(c, "until") ?? new Date();
  const since = queryMoment(c, "since") ?? new Date(until.getTime() - DEFAULT_DAYS * DAY_MS);
  if (since >= until) throw new ValidationError({ since: ["Must be before until."] });
  if (until.getTime() - since.getTime() > MAX_ANALYTICS_DAYS * DAY_MS) {
    throw new ValidationError({
      since: [`The period may span ${MAX_ANALYTICS_DAYS} days at most.`],
    });
  }
  return {
    botId: queryId(c, "bot_id"),
    accountId: queryId(c, "account"),
    since,
    until,
    timeZone: await readTimeZone(db, c.req.query("time_zone")),
  };
}

/** The filters of the figures: those of any analytics request, and their interval. */
export async function readReportFilters(c: Context, db: Db): Promise<ReportFilters> {
  return {
    ...(await readAnalyticsFilters(c, db)),
    interval: queryChoice(c, "interval", analyticsIntervalSchema.options) ?? "day",
  };
}

/** An IANA time zone name (`Europe/Paris`), UTC when none is given. */
async function readTimeZone(db: Db, raw: string | undefined): Promise<string> {
  return raw === undefined || raw === "" ? "UTC" : checkedTimeZone(db, raw);
}
