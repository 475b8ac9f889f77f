import { Skeleton } from "@org/ui";
import { LoadErrorCard } from "@/components/load-error-card";
import { NoAssistantsYet } from "@/components/no-assistants-yet";
import { PageHeader } from "@/components/page-header";
import { useAccountBots } from "@/hooks/use-account-bots";
import { hasOne } from "@/lib/has-one";
import { CuratedAnswersBrowser } from "./components/curated-answers-browser";

/** The answers the organisation wrote itself, given to visitors instead of passages. */
export function CuratedAnswersPage() {
  const bots = useAccountBots();

  return (
    <>
      <PageHeader
        title="Réponses validées"
        description="Les réponses que votre équipe a rédigées elle-même. Un visiteur qui pose l'une de ces questions, ou la pose en des mots proches, reçoit la réponse écrite ici au lieu des extraits de la base de connaissances, présentée comme validée par l'équipe. Ajoutez d'autres formulations à une question pour qu'elle soit reconnue de plus de façons."
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
        <CuratedAnswersBrowser bots={bots.data.results} />
      ) : (
        <NoAssistantsYet purpose="lui écrire ici ses réponses validées" />
      )}
    </>
  );
}
