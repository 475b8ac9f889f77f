import type { CuratedAnswer } from "@org/api-client";
import { PagedList } from "@/components/paged-list";
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
  return (
    <PagedList
      items={answers}
      countLabel={count > 1 ? `${count} réponses validées` : "1 réponse validée"}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      pagesLabel="Pages des réponses validées"
      emptyMessage={emptyMessage}
    >
      {(answer) => (
        <CuratedAnswersItem
          key={answer.id}
          answer={answer}
          onEdit={onEdit ? () => onEdit(answer) : undefined}
          onDelete={onDelete ? () => onDelete(answer) : undefined}
        />
      )}
    </PagedList>
  );
}
