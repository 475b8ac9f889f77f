import type { AnalyticsReport } from "@org/api-client";
import { AnalyticsRanking } from "./analytics-ranking";

/** The pages the answers linked to most over the period, with how many times. */
export function AnalyticsTopPages({ pages }: { pages: AnalyticsReport["top_pages"] }) {
  return (
    <AnalyticsRanking
      title="Pages les plus citées"
      columns={["Page", "Citée"]}
      emptyMessage="Aucune page citée dans les réponses sur cette période."
      rows={pages.map((row) => ({
        key: row.url,
        times: row.cited,
        label: (
          <a
            href={row.url}
            target="_blank"
            rel="noreferrer"
            className="break-all text-accent-11 underline"
          >
            {row.url}
          </a>
        ),
      }))}
    />
  );
}
