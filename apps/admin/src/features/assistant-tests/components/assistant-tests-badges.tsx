import type { TestChange } from "@org/api-client";
import { Badge } from "@org/ui";
import { CHANGES, OUTCOMES } from "../data/test-labels";

/** Whether a test passed, and whether that changed since the run before. */
export function AssistantTestsOutcomeBadges({
  passed,
  change,
}: {
  passed: boolean;
  change: TestChange;
}) {
  const outcome = passed ? OUTCOMES.passed : OUTCOMES.failed;
  const changed = CHANGES[change];
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={outcome.variant}>{outcome.label}</Badge>
      {changed ? (
        <Badge variant={changed.variant} title={changed.hint}>
          {changed.label}
        </Badge>
      ) : null}
    </span>
  );
}
