import type { MissedQuestion } from "@org/api-client";
import { formatDateTime } from "@/lib/format-date";

/** How many times a question was missed over the period, and when last. */
export function ImprovementsFigures({
  question,
}: {
  question: Pick<MissedQuestion, "asked" | "last_asked_at">;
}) {
  return (
    <span className="text-sm text-muted-foreground">
      Posée {question.asked} fois · dernière fois le{" "}
      {formatDateTime(new Date(question.last_asked_at))}
    </span>
  );
}
