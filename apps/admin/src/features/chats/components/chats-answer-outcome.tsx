import { ANSWER_OUTCOME_LABELS, type AnswerOutcome, type MessageApi } from "@org/api-client";
import { Badge, type BadgeVariant } from "@org/ui";

/** What answered, explained, and how it stands out: a miss in red. */
const OUTCOMES: Record<AnswerOutcome, { hint: string; variant: BadgeVariant }> = {
  passages: {
    hint: "La réponse s'appuie sur des passages de la base de connaissances, sans modèle de langage.",
    variant: "secondary",
  },
  model: {
    hint: "Le modèle de langage a rédigé la réponse à partir des passages trouvés.",
    variant: "secondary",
  },
  no_answer: {
    hint: "Rien de pertinent n'a été trouvé dans la base de connaissances\u00a0: l'assistant a dit qu'il ne savait pas.",
    variant: "destructive",
  },
  curated: {
    hint: "La réponse est celle que votre équipe a rédigée pour cette question (Réponses validées).",
    variant: "success",
  },
  provider_fallback: {
    hint: "Le modèle de langage n'a pas répondu\u00a0: la réponse s'appuie sur des passages à sa place.",
    variant: "outline",
  },
  small_talk: {
    hint: "Le visiteur saluait, remerciait ou prenait congé sans rien demander\u00a0: l'assistant a répondu par politesse, sans chercher dans la base de connaissances.",
    variant: "secondary",
  },
};

const CONFIDENCE_HINT =
  "Part des mots de la question, les plus rares comptant davantage, que contient le meilleur " +
  "passage trouvé, ou sa proximité de sens quand la recherche par vecteurs l'a trouvé.";
const PERCENT = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });

/**
 * What answered one of the assistant's messages, and how sure the search was of the passage
 * behind it; nothing for answers stored before the server recorded it.
 */
export function ChatsAnswerOutcome({
  outcome,
  confidence,
}: Pick<MessageApi, "outcome" | "confidence">) {
  if (!outcome) return null;
  const { hint, variant } = OUTCOMES[outcome];
  return (
    <>
      <Badge variant={variant} title={hint}>
        {ANSWER_OUTCOME_LABELS[outcome]}
      </Badge>
      {outcome !== "no_answer" && outcome !== "curated" && confidence !== null ? (
        <span className="text-xs text-muted-foreground" title={CONFIDENCE_HINT}>
          {`Pertinence de la source\u00a0: ${PERCENT.format(confidence)}`}
        </span>
      ) : null}
    </>
  );
}
