import type { AnalyticsFigures as Figures } from "@org/api-client";
import { AnalyticsFigureCard } from "./analytics-figure-card";

const count = new Intl.NumberFormat("fr-FR");
const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 });

function plural(value: number, one: string, many: string) {
  return value > 1 ? many : one;
}

/** The totals of the period, one card each. */
export function AnalyticsFigures({ totals }: { totals: Figures }) {
  const rated = totals.likes + totals.dislikes;
  return (
    <section
      aria-label="Chiffres de la période"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5"
    >
      <AnalyticsFigureCard
        title="Conversations"
        figure={count.format(totals.conversations)}
        detail={plural(totals.conversations, "conversation commencée", "conversations commencées")}
      />
      <AnalyticsFigureCard
        title="Questions"
        figure={count.format(totals.questions)}
        detail={plural(totals.questions, "question posée", "questions posées")}
      />
      <AnalyticsFigureCard
        title={"Taux de «\u00a0Je ne sais pas\u00a0»"}
        figure={totals.questions > 0 ? percent.format(totals.no_answer / totals.questions) : "–"}
        detail={`${count.format(totals.no_answer)} ${plural(totals.no_answer, "question", "questions")} sans réponse`}
      />
      <AnalyticsFigureCard
        title="J'aime / Je n'aime pas"
        figure={`${count.format(totals.likes)} / ${count.format(totals.dislikes)}`}
        detail={`${count.format(rated)} ${plural(rated, "réponse notée", "réponses notées")}`}
      />
      <AnalyticsFigureCard
        title="Réponses validées données"
        figure={count.format(totals.curated)}
        detail={`sur ${count.format(totals.questions)} ${plural(totals.questions, "question", "questions")}`}
      />
    </section>
  );
}
