import type { MissedQuestion } from "@org/api-client";
import { OtherWordingsCount } from "@/components/other-wordings-count";
import { PagedList } from "@/components/paged-list";
import { SelectableListItem } from "@/components/selectable-list-item";
import { ImprovementsFigures } from "./improvements-figures";
import { ImprovementsKindCounts } from "./improvements-kinds";
import { ImprovementsReopenedBadge } from "./improvements-reopened-badge";

export interface ImprovementsListProps {
  questions: readonly MissedQuestion[];
  count: number;
  page: number;
  pageCount: number;
  selectedId: number | null;
  onSelect: (question: MissedQuestion) => void;
  onPageChange: (page: number) => void;
  emptyMessage: string;
}

/** One page of questions, most missed first, each opening its misses, with the page controls. */
export function ImprovementsList({
  questions,
  count,
  page,
  pageCount,
  selectedId,
  onSelect,
  onPageChange,
  emptyMessage,
}: ImprovementsListProps) {
  return (
    <PagedList
      items={questions}
      countLabel={count > 1 ? `${count} questions` : "1 question"}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      pagesLabel="Pages des questions"
      emptyMessage={emptyMessage}
    >
      {(question) => (
        <SelectableListItem
          key={question.id}
          selected={question.id === selectedId}
          onSelect={() => onSelect(question)}
          className="gap-1.5"
        >
          <span className="line-clamp-2 break-words font-medium">{question.question}</span>
          <ImprovementsFigures question={question} />
          <span className="flex flex-wrap items-center gap-1.5">
            <ImprovementsKindCounts kinds={question.kinds} />
            {question.reopened ? <ImprovementsReopenedBadge /> : null}
            {/* Counted all, though the list carries only the latest five. */}
            <OtherWordingsCount count={question.wordings_count} />
          </span>
        </SelectableListItem>
      )}
    </PagedList>
  );
}
