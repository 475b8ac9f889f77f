import { useApiClient } from "@org/api-client/react";
import { ReaderIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { useActiveAccount } from "@/components/layout/active-account";
import { formatDateTime } from "@/lib/format-date";
import { knowledgeBaseAddress } from "@/lib/knowledge-base-address";
import { dashboardQueries } from "../api";
import { DashboardCard } from "./dashboard-card";

/** The five most recently updated text and URL knowledge bases of the account, newest first. */
export function RecentKnowledgeBases({ className }: { className?: string }) {
  const { active, isPending: accountsPending } = useActiveAccount();
  const recent = useQuery({
    ...dashboardQueries.recentKnowledgeBases(useApiClient(), active?.id),
    enabled: !accountsPending,
  });
  const bases = recent.data?.results ?? [];
  return (
    <DashboardCard
      className={className}
      title="Bases de connaissances récentes"
      icon={ReaderIcon}
      isPending={recent.isPending}
      isError={recent.isError}
      errorMessage="Impossible de charger les bases de connaissances récentes."
      onRetry={() => recent.refetch()}
      placeholder={
        <ul className="m-0 grid list-none gap-4 p-0">
          {["a", "b", "c"].map((key) => (
            <li key={key}>Base de connaissances — 1 janv. 2025</li>
          ))}
        </ul>
      }
    >
      {bases.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">
          Aucune base de connaissances pour l'instant.
        </p>
      ) : (
        <ul className="m-0 grid list-none gap-4 p-0">
          {bases.map((base) => (
            <li key={base.id} className="flex items-center justify-between gap-4">
              <div className="grid min-w-0 gap-0.5">
                <Link
                  className="truncate font-medium text-foreground"
                  to={knowledgeBaseAddress(base.id)}
                >
                  {base.name}
                </Link>
                <time
                  dateTime={base.updatedAt.toISOString()}
                  className="text-xs text-muted-foreground"
                >
                  {formatDateTime(base.updatedAt)}
                </time>
              </div>
              <KnowledgeKindBadge kind={base.type} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
