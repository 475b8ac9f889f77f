import { useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { dashboardQueries } from "../api";
import { CountCard } from "./count-card";

const SCREEN = NAV_ITEMS.improvements;

/** How many questions the assistants missed are still to do, with the way to them. */
export function QuestionsToImproveCard() {
  const questions = useQuery(dashboardQueries.questionsToImprove(useApiClient()));
  return (
    <CountCard
      title={SCREEN.title}
      icon={SCREEN.icon}
      queries={[questions]}
      figure={([todo = 0]) => todo}
      detail={([todo = 0]) => (todo > 1 ? "questions à traiter" : "question à traiter")}
      errorMessage="Impossible de charger les questions à améliorer."
      link={{ to: SCREEN.url, label: "Voir les questions" }}
    />
  );
}
