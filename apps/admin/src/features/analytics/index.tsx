import { Skeleton } from "@org/ui";
import { LoadErrorCard } from "@/components/load-error-card";
import { NoAssistantsYet } from "@/components/no-assistants-yet";
import { PageHeader } from "@/components/page-header";
import { useAccountBots } from "@/hooks/use-account-bots";
import { AnalyticsBrowser } from "./components/analytics-browser";

/** What visitors asked the assistants, how they were answered and what they thought of it. */
export function AnalyticsPage() {
  const bots = useAccountBots();

  return (
    <>
      <PageHeader
        title="Statistiques"
        description="Les conversations, les questions posées et les réponses données par vos assistants, jour après jour ou semaine après semaine, avec l'avis des visiteurs. Les jours sont comptés dans votre fuseau horaire."
      />
      {bots.isPending ? (
        <div className="grid gap-3" aria-hidden>
          <Skeleton className="h-9 w-96 max-w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : bots.isError ? (
        <LoadErrorCard
          message="Impossible de charger les assistants."
          onRetry={() => bots.refetch()}
        />
      ) : bots.data.results.length > 0 ? (
        <AnalyticsBrowser bots={bots.data.results} />
      ) : (
        <NoAssistantsYet purpose="voir ici ses statistiques" />
      )}
    </>
  );
}
