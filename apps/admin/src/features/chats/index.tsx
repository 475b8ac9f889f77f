import { Skeleton } from "@org/ui";
import { LoadErrorCard } from "@/components/load-error-card";
import { NoAssistantsYet } from "@/components/no-assistants-yet";
import { PageHeader } from "@/components/page-header";
import { useAccountBots } from "@/hooks/use-account-bots";
import { hasOne } from "@/lib/has-one";
import { ChatsBrowser } from "./components/chats-browser";

/** The conversations of each assistant, to read what visitors asked and fix what was disliked. */
export function ChatsPage() {
  const bots = useAccountBots();

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
        <LoadErrorCard
          message="Impossible de charger les assistants."
          onRetry={() => bots.refetch()}
        />
      ) : hasOne(bots.data.results) ? (
        <ChatsBrowser bots={bots.data.results} />
      ) : (
        <NoAssistantsYet purpose="voir ses conversations ici" />
      )}
    </>
  );
}
