import { PERMISSION } from "@org/api-client";
import { useHasPermissions } from "@org/auth";
import { Skeleton } from "@org/ui";
import { LoadErrorCard } from "@/components/load-error-card";
import { NoAssistantsYet } from "@/components/no-assistants-yet";
import { PageHeader } from "@/components/page-header";
import { useAccountBots } from "@/hooks/use-account-bots";
import { AppsBotCard } from "./components/apps-bot-card";

/** Per assistant, the sites allowed to show it and the code that embeds it. */
export function AppsPage() {
  const bots = useAccountBots();
  const canChange = useHasPermissions([PERMISSION.changeBot]);

  return (
    <>
      <PageHeader
        title="Applications"
        description="Intégrez vos assistants à vos sites : choisissez les sites autorisés, puis copiez le code."
      />
      <div className="grid gap-4" aria-busy={bots.isPending || undefined}>
        {bots.isPending ? (
          ["a", "b"].map((key) => <Skeleton key={key} className="h-72 w-full" />)
        ) : bots.isError ? (
          <LoadErrorCard
            message="Impossible de charger les assistants."
            onRetry={() => bots.refetch()}
          />
        ) : bots.data.results.length === 0 ? (
          <NoAssistantsYet purpose="l'intégrer à un site" />
        ) : (
          bots.data.results.map((bot) => (
            <AppsBotCard key={bot.id} bot={bot} canChange={canChange} />
          ))
        )}
      </div>
    </>
  );
}
