import { useApiClient } from "@org/api-client/react";
import { useHasPermissions, useUser } from "@org/auth";
import { ChatBubbleIcon, PersonIcon, ReaderIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useActiveAccount } from "@/components/layout/active-account";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { PageHeader } from "@/components/page-header";
import { cx } from "@/lib/class-names";
import { dashboardQueries } from "./api";
import { CountCard } from "./components/count-card";
import { QuestionsToImproveCard } from "./components/questions-to-improve-card";
import { RecentKnowledgeBases } from "./components/recent-knowledge-bases";
import { TestRegressionsAlert } from "./components/test-regressions-alert";

function actives(count: number): string {
  return `${count} actif${count > 1 ? "s" : ""}`;
}

export function DashboardPage() {
  const client = useApiClient();
  const user = useUser();
  const users = useQuery(dashboardQueries.users(client));
  const activeUsers = useQuery(dashboardQueries.activeUsers(client));
  // The account's figures are asked for once the accounts, hence the one chosen, are known.
  const { active, isPending: accountsPending } = useActiveAccount();
  const account = { enabled: !accountsPending };
  const assistants = useQuery({ ...dashboardQueries.assistants(client, active?.id), ...account });
  const activeAssistants = useQuery({
    ...dashboardQueries.activeAssistants(client, active?.id),
    ...account,
  });
  const textBases = useQuery({
    ...dashboardQueries.textKnowledgeBases(client, active?.id),
    ...account,
  });
  const urlBases = useQuery({
    ...dashboardQueries.urlKnowledgeBases(client, active?.id),
    ...account,
  });
  // The card leads to the questions' screen: shown to those who may open it.
  const seesQuestionsToImprove = useHasPermissions(NAV_ITEMS.improvements.permissions);
  // The alert leads to the tests' screen: shown to those who may open it.
  const seesTests = useHasPermissions(NAV_ITEMS.assistantTests.permissions);

  return (
    <>
      <PageHeader
        title="Tableau de bord"
        description={`Bienvenue, ${user?.username ?? ""} ! Voici l'essentiel de vos assistants et de leurs connaissances.`}
      />
      {seesTests ? <TestRegressionsAlert /> : null}
      <div
        className={cx(
          "grid gap-4 sm:grid-cols-2",
          seesQuestionsToImprove ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        <CountCard
          title="Utilisateurs"
          icon={PersonIcon}
          queries={[users, activeUsers]}
          figure={([total = 0]) => total}
          detail={([, active = 0]) => actives(active)}
          errorMessage="Impossible de charger les utilisateurs."
        />
        <CountCard
          title="Assistants IA"
          icon={ChatBubbleIcon}
          queries={[assistants, activeAssistants]}
          figure={([total = 0]) => total}
          detail={([, active = 0]) => actives(active)}
          errorMessage="Impossible de charger les assistants."
        />
        <CountCard
          title="Bases de connaissances"
          icon={ReaderIcon}
          queries={[textBases, urlBases]}
          figure={([text = 0, url = 0]) => text + url}
          detail={([text = 0, url = 0]) => `${text} ${text > 1 ? "textes" : "texte"} · ${url} URL`}
          errorMessage="Impossible de charger les bases de connaissances."
        />
        {seesQuestionsToImprove ? <QuestionsToImproveCard /> : null}
        <RecentKnowledgeBases className="col-span-full" />
      </div>
    </>
  );
}
