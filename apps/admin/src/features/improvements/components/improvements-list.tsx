import type { MissedQuestion } from "@org/api-client";
import { ListPages } from "@/components/list-pages";
import { OtherWordingsCount } from "@/components/other-wordings-count";
import { cx } from "@/lib/class-names";
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
  if (questions.length === 0) {
    return (
      <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm text-muted-foreground">
        {count > 1 ? `${count} questions` : "1 question"}
      </p>
      <ul className="m-0 grid list-none gap-2 p-0">
        {questions.map((question) => {
          const selected = question.id === selectedId;
          return (
            <li key={question.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() => onSelect(question)}
                className={cx(
                  "grid w-full cursor-pointer gap-1.5 rounded-lg [font:inherit] border bg-card p-3 text-left text-foreground transition-colors hover:bg-gray-a3 focus-visible:outline-2 focus-visible:outline-ring",
                  selected ? "border-accent-9 bg-accent-3" : "border-border",
                )}
              >
                <span className="line-clamp-2 break-words font-medium">{question.question}</span>
                <ImprovementsFigures question={question} />
                <span className="flex flex-wrap items-center gap-1.5">
                  <ImprovementsKindCounts kinds={question.kinds} />
                  {question.reopened ? <ImprovementsReopenedBadge /> : null}
                  <OtherWordingsCount count={question.wordings.length} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <ListPages
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        label="Pages des questions"
      />
    </div>
  );
}
