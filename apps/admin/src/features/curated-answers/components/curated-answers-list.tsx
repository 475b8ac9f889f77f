import type { CuratedAnswer } from "@org/api-client";
import { ListPages } from "@/components/list-pages";
import { CuratedAnswersItem } from "./curated-answers-item";

export interface CuratedAnswersListProps {
  answers: readonly CuratedAnswer[];
  count: number;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Left out for a user who may not change answers. */
  onEdit?: (answer: CuratedAnswer) => void;
  /** Left out for a user who may not delete answers. */
  onDelete?: (answer: CuratedAnswer) => void;
  emptyMessage: string;
}

/** One page of curated answers, latest changed first, with the page controls. */
export function CuratedAnswersList({
  answers,
  count,
  page,
  pageCount,
  onPageChange,
  onEdit,
  onDelete,
  emptyMessage,
}: CuratedAnswersListProps) {
  if (answers.length === 0) {
    return (
      <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm text-muted-foreground">
        {count > 1 ? `${count} réponses validées` : "1 réponse validée"}
      </p>
      <ul className="m-0 grid list-none gap-2 p-0">
        {answers.map((answer) => (
          <CuratedAnswersItem
            key={answer.id}
            answer={answer}
            onEdit={onEdit ? () => onEdit(answer) : undefined}
            onDelete={onDelete ? () => onDelete(answer) : undefined}
          />
        ))}
      </ul>
      <ListPages
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        label="Pages des réponses validées"
      />
    </div>
  );
}
