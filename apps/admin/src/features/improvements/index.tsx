import { Link } from "react-router";
import { AssistantsScreen } from "@/components/assistants-screen";
import { ImprovementsBrowser } from "./components/improvements-browser";

/** The questions each assistant missed, to complete its knowledge base where it falls short. */
export function ImprovementsPage() {
  return (
    <AssistantsScreen
      title="À améliorer"
      description={
        <>
          Les questions que vos assistants ont manquées : celles auxquelles ils ont répondu ne pas
          savoir, les réponses que les visiteurs ont jugées inutiles et celles dont la source était
          peu sûre, les formulations proches comptant pour une seule question. Complétez la{" "}
          <Link to="/knowledge_bases" className="text-accent-11 underline">
            base de connaissances
          </Link>
          , puis marquez la question comme corrigée, ou écrivez vous-même la réponse à lui donner,
          ce qui la marque aussi : si elle est de nouveau manquée, elle revient à faire.
        </>
      }
      purpose="voir ici les questions qu'il a manquées"
    >
      {(bots) => <ImprovementsBrowser bots={bots} />}
    </AssistantsScreen>
  );
}
