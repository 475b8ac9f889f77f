import { AssistantsScreen } from "@/components/assistants-screen";
import { AnalyticsBrowser } from "./components/analytics-browser";

/** What visitors asked the assistants, how they were answered and what they thought of it. */
export function AnalyticsPage() {
  return (
    <AssistantsScreen
      title="Statistiques"
      description="Les conversations, les questions posées et les réponses données par vos assistants, jour après jour ou semaine après semaine, avec l'avis des visiteurs. Les jours sont comptés dans votre fuseau horaire."
      purpose="voir ici ses statistiques"
    >
      {(bots) => <AnalyticsBrowser bots={bots} />}
    </AssistantsScreen>
  );
}
