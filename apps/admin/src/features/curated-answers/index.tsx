import { AssistantsScreen } from "@/components/assistants-screen";
import { CuratedAnswersBrowser } from "./components/curated-answers-browser";

/** The answers the organisation wrote itself, given to visitors instead of passages. */
export function CuratedAnswersPage() {
  return (
    <AssistantsScreen
      title="Réponses validées"
      description="Les réponses que votre équipe a rédigées elle-même. Un visiteur qui pose l'une de ces questions, ou la pose en des mots proches, reçoit la réponse écrite ici au lieu des extraits de la base de connaissances, présentée comme validée par l'équipe. Ajoutez d'autres formulations à une question pour qu'elle soit reconnue de plus de façons."
      purpose="lui écrire ici ses réponses validées"
    >
      {(bots) => <CuratedAnswersBrowser bots={bots} />}
    </AssistantsScreen>
  );
}
