import { useApiClient } from "@org/api-client/react";
import { useUser } from "@org/auth";
import { ChatBubbleIcon, PersonIcon, ReaderIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "@/components/page-header";
import { dashboardQueries } from "./api";
import { CountCard } from "./components/count-card";
import { RecentKnowledgeBases } from "./components/recent-knowledge-bases";

function actives(count: number): string {
  return `${count} actif${count > 1 ? "s" : ""}`;
}

export function DashboardPage() {
  const client = useApiClient();
  const user = useUser();
  const users = useQuery(dashboardQueries.users(client));
  const activeUsers = useQuery(dashboardQueries.activeUsers(client));
  const assistants = useQuery(dashboardQueries.assistants(client));
  const activeAssistants = useQuery(dashboardQueries.activeAssistants(client));
  const textBases = useQuery(dashboardQueries.textKnowledgeBases(client));
  const urlBases = useQuery(dashboardQueries.urlKnowledgeBases(client));

  return (
    <>
      <PageHeader
        title="Tableau de bord"
        description={`Bienvenue, ${user?.username ?? ""} ! Voici l'essentiel de vos assistants et de leurs connaissances.`}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
          detail={([text = 0, url = 0]) => `${text} texte · ${url} URL`}
          errorMessage="Impossible de charger les bases de connaissances."
        />
        <RecentKnowledgeBases className="sm:col-span-2 lg:col-span-3" />
      </div>
    </>
  );
}
