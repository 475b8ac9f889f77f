import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Card, CardContent, Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { PageHeader } from "@/components/page-header";
import { PERMISSION } from "@/lib/permissions";
import { appsBotsQuery } from "./api";
import { AppsBotCard } from "./components/apps-bot-card";

/** Per assistant, the sites allowed to show it and the code that embeds it. */
export function AppsPage() {
  const client = useApiClient();
  const { active, isPending: accountsPending } = useActiveAccount();
  const bots = useQuery({ ...appsBotsQuery(client, active?.id), enabled: !accountsPending });
  const canChange = useHasPermissions([PERMISSION.changeBot]);

  return (
    <>
      <PageHeader
        title="Applications"
        description="Intégrez vos assistants à vos sites : choisissez les sites autorisés, puis copiez le code."
      />
      <div className="grid gap-4" aria-busy={bots.isPending || undefined}>
        {bots.isPending ? (
          ["a", "b"].map((key) => <Skeleton key={key} className="h-72 w-full" />)
        ) : bots.isError ? (
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
              <p className="m-0" role="alert">
                Impossible de charger les assistants.
              </p>
              <Button variant="outline" onClick={() => bots.refetch()}>
                Réessayer
              </Button>
            </CardContent>
          </Card>
        ) : bots.data.results.length === 0 ? (
          <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            Aucun assistant pour l'instant : créez-en un dans{" "}
            <Link to="/bots" className="text-accent-11 underline">
              Assistant IA
            </Link>{" "}
            pour l'intégrer à un site.
          </p>
        ) : (
          bots.data.results.map((bot) => (
            <AppsBotCard key={bot.id} bot={bot} canChange={canChange} />
          ))
        )}
      </div>
    </>
  );
}
