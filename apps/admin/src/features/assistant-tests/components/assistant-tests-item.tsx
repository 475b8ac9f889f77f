import type { AssistantTest, AssistantTestRun } from "@org/api-client";
import { EditDeleteButtons } from "@/components/edit-delete-buttons";
import { AssistantTestsOutcomeBadges } from "./assistant-tests-badges";
import { AssistantTestsExpectation } from "./assistant-tests-expectation";

export interface AssistantTestsItemProps {
  test: AssistantTest;
  curatedQuestions: ReadonlyMap<number, string>;
  /** The run of the assistant's tests under way, if one is. */
  running: AssistantTestRun | null;
  /** Opens it to be changed; left out for a user who may not. */
  onEdit?: () => void;
  /** Asks to delete it; left out for a user who may not. */
  onDelete?: () => void;
}

/**
 * One test: its question, what a right answer is, and how it did in the last run that asked it as
 * it is; a test changed since has no last result, and says so.
 */
export function AssistantTestsItem({
  test,
  curatedQuestions,
  running,
  onEdit,
  onDelete,
}: AssistantTestsItemProps) {
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="m-0 break-words text-base font-semibold">{test.question}</h3>
          <p className="m-0 min-w-0 text-sm text-muted-foreground">
            <AssistantTestsExpectation test={test} curatedQuestions={curatedQuestions} />
          </p>
        </div>
        <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
      </div>
      <div className="text-xs text-muted-foreground">
        {test.last_result ? (
          <AssistantTestsOutcomeBadges
            passed={test.last_result.passed}
            change={test.last_result.change}
          />
        ) : running && asksItAsItIs(running, test) ? (
          "Lancement en cours…"
        ) : test.updated_at === test.created_at ? (
          "Pas encore lancé"
        ) : (
          "Pas lancé depuis sa modification"
        )}
      </div>
    </li>
  );
}

/**
 * Whether a run under way asks the test as it is: it reads the tests as they are when it begins,
 * so a test written or changed after that is not in it.
 */
function asksItAsItIs(run: AssistantTestRun, test: AssistantTest): boolean {
  return run.started_at === null || Date.parse(test.updated_at) <= Date.parse(run.started_at);
}
