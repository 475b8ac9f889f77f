import { AssistantsScreen } from "@/components/assistants-screen";
import { AssistantTestsBrowser } from "./components/assistant-tests-browser";

/** The questions kept to check each assistant's answers, their runs and their results. */
export function AssistantTestsPage() {
  return (
    <AssistantsScreen
      title="Tests"
      description="Les questions que vous posez à vos assistants pour vérifier leurs réponses, chacune avec ce qu'est une bonne réponse. Les tests sont lancés d'eux-mêmes après chaque mise à jour des connaissances ou des réponses validées d'un assistant, et les membres de son compte sont prévenus par e-mail quand un test qui réussissait échoue (une notification qui se règle dans les paramètres)."
      purpose="vérifier ici ses réponses"
    >
      {(bots) => <AssistantTestsBrowser bots={bots} />}
    </AssistantsScreen>
  );
}
