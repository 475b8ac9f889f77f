import type { AnalyticsReport } from "@org/api-client";
import { AnalyticsRanking } from "./analytics-ranking";

/** The questions visitors asked most over the period, with how many times. */
export function AnalyticsTopQuestions({
  questions,
}: {
  questions: AnalyticsReport["top_questions"];
}) {
  return (
    <AnalyticsRanking
      title="Questions les plus posées"
      columns={["Question", "Posée"]}
      emptyMessage="Aucune question posée sur cette période."
      rows={questions.map((row) => ({ key: row.question, label: row.question, times: row.asked }))}
    />
  );
}
