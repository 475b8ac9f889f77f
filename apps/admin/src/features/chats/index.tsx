import type { Bot } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Button, Card, CardContent, Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { PageHeader } from "@/components/page-header";
import { chatBotsQuery } from "./api";
import { ChatsBrowser } from "./components/chats-browser";

function hasOne(bots: readonly Bot[]): bots is readonly [Bot, ...Bot[]] {
  return bots.length > 0;
}

/** The conversations of each assistant, to read what visitors asked and fix what was disliked. */
export function ChatsPage() {
  const client = useApiClient();
  const { active, isPending: accountsPending } = useActiveAccount();
  const bots = useQuery({ ...chatBotsQuery(client, active?.id), enabled: !accountsPending });

  return (
    <>
      <PageHeader
        title="Conversations"
        description="Les échanges des visiteurs avec vos assistants, avec les sources et les notes de chaque réponse. Repérez les réponses mal notées pour corriger la base de connaissances."
      />
      {bots.isPending ? (
        <div className="grid gap-3" aria-hidden>
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
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
      ) : hasOne(bots.data.results) ? (
        <ChatsBrowser bots={bots.data.results} />
      ) : (
        <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          Aucun assistant pour l'instant : créez-en un dans{" "}
          <Link to="/bots" className="text-accent-11 underline">
            Assistant IA
          </Link>{" "}
          pour voir ses conversations ici.
        </p>
      )}
    </>
  );
}
