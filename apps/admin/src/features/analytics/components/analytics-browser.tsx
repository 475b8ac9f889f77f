import { type Bot, PERMISSION } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Card, CardContent, Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useActiveAccount } from "@/components/layout/active-account";
import { LoadErrorCard } from "@/components/load-error-card";
import { type AnalyticsRequest, analyticsReportQuery } from "../api";
import { CHARTS } from "../data/analytics-labels";
import { isoDay, localTimeZone, periodFirstDay } from "../data/periods";
import { useAnalyticsView } from "../use-analytics-view";
import { AnalyticsChart } from "./analytics-chart";
import { AnalyticsExportButton } from "./analytics-export-button";
import { AnalyticsFigures } from "./analytics-figures";
import { AnalyticsFilters } from "./analytics-filters";
import { AnalyticsTopPages } from "./analytics-top-pages";
import { AnalyticsTopQuestions } from "./analytics-top-questions";

/**
 * The filters, the figures of the period they pick, and the export of its conversations for
 * those who may read conversations.
 */
export function AnalyticsBrowser({ bots }: { bots: readonly Bot[] }) {
  const client = useApiClient();
  const canExport = useHasPermissions([PERMISSION.viewConversation]);
  const { active } = useActiveAccount();
  const [view, changeView] = useAnalyticsView();
  const bot = bots.find((candidate) => candidate.id === view.botId) ?? null;
  const firstDay = periodFirstDay(view.period);
  // Every assistant of the account picked in the sidebar, or the one picked here.
  const params: AnalyticsRequest = {
    ...(bot === null ? { account: active?.id } : { bot_id: bot.id }),
    since: firstDay.toISOString(),
    interval: view.interval,
    time_zone: localTimeZone(),
  };
  const report = useQuery(analyticsReportQuery(client, params));
  const { interval: _interval, ...exportParams } = params;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AnalyticsFilters
          bots={bots}
          view={{ ...view, botId: bot?.id ?? null }}
          onChange={changeView}
        />
        {canExport ? (
          <AnalyticsExportButton
            params={exportParams}
            fileName={`conversations-${isoDay(firstDay)}-${isoDay(new Date())}.csv`}
          />
        ) : null}
      </div>
      <div aria-busy={report.isFetching || undefined} className="grid gap-4">
        {report.isPending ? (
          <div className="grid gap-4" aria-hidden>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
              {["a", "b", "c", "d", "e"].map((key) => (
                <Skeleton key={key} className="h-28 w-full" />
              ))}
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="h-80 w-full" />
              <Skeleton className="h-80 w-full" />
            </div>
          </div>
        ) : report.isError ? (
          <LoadErrorCard
            message="Impossible de charger les statistiques."
            onRetry={() => report.refetch()}
          />
        ) : (
          <>
            <AnalyticsFigures totals={report.data.totals} />
            {report.data.totals.questions === 0 ? (
              <Card>
                <CardContent className="pt-6">
                  <p className="m-0 text-muted-foreground">
                    Aucune question posée sur cette période
                    {bot === null ? "" : ` à ${bot.name}`}. Les graphiques et les classements
                    apparaîtront dès les premières questions des visiteurs.
                  </p>
                </CardContent>
              </Card>
            ) : (
              <>
                <div className="grid gap-4 lg:grid-cols-2">
                  {CHARTS.map((chart) => (
                    <AnalyticsChart
                      key={chart.title}
                      title={chart.title}
                      series={chart.series}
                      report={report.data}
                      interval={view.interval}
                    />
                  ))}
                </div>
                <div className="grid items-start gap-4 lg:grid-cols-2">
                  <AnalyticsTopQuestions questions={report.data.top_questions} />
                  <AnalyticsTopPages pages={report.data.top_pages} />
                </div>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
