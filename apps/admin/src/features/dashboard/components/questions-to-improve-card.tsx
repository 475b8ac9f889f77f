import { useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { useActiveAccount } from "@/components/layout/active-account";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { assistantScreenAddress, SCREEN_PARAM, SINCE_THE_START } from "@/lib/screen-address";
import { dashboardQueries } from "../api";
import { CountCard } from "./count-card";

const SCREEN = NAV_ITEMS.improvements;

/**
 * How many questions the assistants of the account chosen in the sidebar missed are still to do,
 * since the start, with the way to them: the questions of the assistant whose question is missed
 * the most, since the start too.
 */
export function QuestionsToImproveCard() {
  const { active, isPending: accountsPending } = useActiveAccount();
  const questions = useQuery({
    ...dashboardQueries.questionsToImprove(useApiClient(), active?.id),
    enabled: !accountsPending,
  });
  const first = questions.data?.results[0];
  const to = first
    ? assistantScreenAddress(SCREEN.url, first.bot, { [SCREEN_PARAM.period]: SINCE_THE_START })
    : SCREEN.url;
  return (
    <CountCard
      title={SCREEN.title}
      icon={SCREEN.icon}
      queries={[questions]}
      figure={([todo = 0]) => todo}
      detail={([todo = 0]) => (todo > 1 ? "questions à traiter" : "question à traiter")}
      errorMessage="Impossible de charger les questions à améliorer."
      link={{ to, label: "Voir les questions" }}
    />
  );
}
