import type { AssistantTest, AssistantTestRun } from "@org/api-client";
import { PagedList } from "@/components/paged-list";
import { testsText } from "../data/test-labels";
import { AssistantTestsItem } from "./assistant-tests-item";

export interface AssistantTestsListProps {
  tests: readonly AssistantTest[];
  count: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  curatedQuestions: ReadonlyMap<number, string>;
  /** The run of the assistant's tests under way, if one is. */
  running: AssistantTestRun | null;
  /** Left out for a user who may not change tests. */
  onEdit?: (test: AssistantTest) => void;
  /** Left out for a user who may not delete tests. */
  onDelete?: (test: AssistantTest) => void;
}

/** One page of tests, in the order they were written, with the page controls. */
export function AssistantTestsList({
  tests,
  count,
  page,
  pageCount,
  onPageChange,
  curatedQuestions,
  running,
  onEdit,
  onDelete,
}: AssistantTestsListProps) {
  return (
    <PagedList
      items={tests}
      countLabel={testsText(count)}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      pagesLabel="Pages des tests"
      emptyMessage="Aucun test sur cette page."
    >
      {(test) => (
        <AssistantTestsItem
          key={test.id}
          test={test}
          curatedQuestions={curatedQuestions}
          running={running}
          onEdit={onEdit ? () => onEdit(test) : undefined}
          onDelete={onDelete ? () => onDelete(test) : undefined}
        />
      )}
    </PagedList>
  );
}
