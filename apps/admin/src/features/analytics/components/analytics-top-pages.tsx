import type { AnalyticsReport } from "@org/api-client";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { AnalyticsRanking } from "./analytics-ranking";

type CitedSource = AnalyticsReport["top_pages"][number];

/** A source as the owner knows it: a page by its address, a text or a document by its name. */
function SourceLabel({ source }: { source: CitedSource }) {
  if (source.knowledge_base) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span>{source.knowledge_base.name}</span>
        <KnowledgeKindBadge kind={source.knowledge_base.type} />
      </span>
    );
  }
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noreferrer"
      className="break-all text-accent-11 underline"
    >
      {source.url}
    </a>
  );
}

/** The sources the answers cited most over the period, with how many answers cited each. */
export function AnalyticsTopPages({ pages }: { pages: AnalyticsReport["top_pages"] }) {
  return (
    <AnalyticsRanking
      title="Sources les plus citées"
      columns={["Source", "Citée"]}
      emptyMessage="Aucune source citée dans les réponses sur cette période."
      rows={pages.map((source) => ({
        key: source.knowledge_base ? `base ${source.knowledge_base.id}` : source.url,
        times: source.cited,
        label: <SourceLabel source={source} />,
      }))}
    />
  );
}
