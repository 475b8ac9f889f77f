import type { MissedQuestion, MissedQuestionStatus } from "@org/api-client";
import { Checkbox } from "@org/ui";
import { OtherWordingsCount } from "@/components/other-wordings-count";
import { PagedList } from "@/components/paged-list";
import { SelectableListItem } from "@/components/selectable-list-item";
import { withPick } from "@/lib/picked";
import { ImprovementsFigures } from "./improvements-figures";
import { ImprovementsKindCounts } from "./improvements-kinds";
import { ImprovementsReopenedBadge } from "./improvements-reopened-badge";
import { ImprovementsSelectionBar } from "./improvements-selection-bar";

/** The questions picked to be marked at once, for a user who may mark them. */
export interface QuestionSelection {
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
  /** What the list's questions are marked. */
  status: MissedQuestionStatus;
}

export interface ImprovementsListProps {
  questions: readonly MissedQuestion[];
  count: number;
  page: number;
  pageCount: number;
  selectedId: number | null;
  onSelect: (question: MissedQuestion) => void;
  onPageChange: (page: number) => void;
  emptyMessage: string;
  selection?: QuestionSelection;
}

/**
 * One page of questions, most missed first, each opening its misses, with the page controls; and
 * with a selection, a box beside each question to mark several at once.
 */
export function ImprovementsList({
  questions,
  count,
  page,
  pageCount,
  selectedId,
  onSelect,
  onPageChange,
  emptyMessage,
  selection,
}: ImprovementsListProps) {
  const countLabel = count > 1 ? `${count} questions` : "1 question";
  return (
    <PagedList
      items={questions}
      countLabel={countLabel}
      header={
        selection ? (
          <ImprovementsSelectionBar
            {...selection}
            pageIds={questions.map((question) => question.id)}
            countLabel={countLabel}
          />
        ) : undefined
      }
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
          before={
            selection ? (
              <Checkbox
                className="mt-3.5"
                aria-label={`Sélectionner «\u00a0${question.question}\u00a0»`}
                checked={selection.selected.has(question.id)}
                onCheckedChange={(checked) =>
                  selection.onChange(withPick(selection.selected, question.id, checked))
                }
              />
            ) : undefined
          }
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
