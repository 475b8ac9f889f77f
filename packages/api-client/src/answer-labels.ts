import type { AnswerOutcome } from "./schemas/chat-history";
import type { Rating } from "./schemas/common";

// How an owner reads what became of an answer, in French: the back-office's Conversations and
// the conversations' export say it in the same words.

/** What answered an assistant's message. */
export const ANSWER_OUTCOME_LABELS: Readonly<Record<AnswerOutcome, string>> = {
  passages: "Extraits cités",
  model: "Rédigée par le modèle",
  no_answer: "Sans réponse",
  curated: "Réponse validée",
  provider_fallback: "Extraits cités, modèle indisponible",
  small_talk: "Formule de politesse",
};

/** The visitor's rating of an answer. */
export const RATING_LABELS: Readonly<Record<Rating, string>> = {
  1: "Jugée utile",
  [-1]: "Jugée inutile",
  0: "Non notée",
};
