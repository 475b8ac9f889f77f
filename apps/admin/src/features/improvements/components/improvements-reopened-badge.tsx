import { Badge } from "@org/ui";
import { REOPENED } from "../data/improvement-labels";

/** Marks a question back to do because it was missed again after being marked fixed. */
export function ImprovementsReopenedBadge() {
  return (
    <Badge variant="default" title={REOPENED.hint}>
      {REOPENED.label}
    </Badge>
  );
}
