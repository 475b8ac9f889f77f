import { Skeleton } from "@org/ui";
import { Link } from "react-router";
import { LoadErrorCard } from "@/components/load-error-card";
import { NoAssistantsYet } from "@/components/no-assistants-yet";
import { PageHeader } from "@/components/page-header";
import { useAccountBots } from "@/hooks/use-account-bots";
import { hasOne } from "@/lib/has-one";
import { ImprovementsBrowser } from "./components/improvements-browser";

/** The questions each assistant missed, to complete its knowledge base where it falls short. */
export function ImprovementsPage() {
  const bots = useAccountBots();

  return (
    <>
      <PageHeader
        title="À améliorer"
        description={
          <>
            Les questions que vos assistants ont manquées : celles auxquelles ils ont répondu ne pas
            savoir, les réponses que les visiteurs ont jugées inutiles et celles dont la source
            était peu sûre, les formulations proches comptant pour une seule question. Complétez la{" "}
            <Link to="/knowledge_bases" className="text-accent-11 underline">
              base de connaissances
            </Link>
            , puis marquez la question comme corrigée, ou écrivez vous-même la réponse à lui donner,
            ce qui la marque aussi : si elle est de nouveau manquée, elle revient à faire.
          </>
        }
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
        <ImprovementsBrowser bots={bots.data.results} />
      ) : (
        <NoAssistantsYet purpose="voir ici les questions qu'il a manquées" />
      )}
    </>
  );
}
