import type { CuratedAnswer } from "@org/api-client";
import { AnswerPlainText } from "@org/chat-widget/markdown";
import { EditDeleteButtons } from "@/components/edit-delete-buttons";
import { OtherWordingsCount } from "@/components/other-wordings-count";
import { formatDateTime } from "@/lib/format-date";

export interface CuratedAnswersItemProps {
  answer: CuratedAnswer;
  /** Opens it to be changed; left out for a user who may not. */
  onEdit?: () => void;
  /** Asks to delete it; left out for a user who may not. */
  onDelete?: () => void;
}

function uses(count: number): string {
  return count === 0 ? "Pas encore donnée" : `Donnée ${count} fois`;
}

/** One curated answer: its question, how many other wordings, its answer in short, its figures. */
export function CuratedAnswersItem({ answer, onEdit, onDelete }: CuratedAnswersItemProps) {
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="m-0 break-words text-base font-semibold">{answer.question}</h2>
          <OtherWordingsCount count={answer.wordings.length} />
        </div>
        <EditDeleteButtons onEdit={onEdit} onDelete={onDelete} />
      </div>
      {/* One line per block of the answer, its heading apart from its text. */}
      <p className="m-0 line-clamp-3 whitespace-pre-line break-words border-l-2 border-border pl-3 text-sm">
        <AnswerPlainText source={answer.answer} />
      </p>
      <p className="m-0 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{uses(answer.uses)}</span>
        <span>Modifiée le {formatDateTime(new Date(answer.updated_at))}</span>
        {answer.link ? (
          <a
            href={answer.link}
            target="_blank"
            rel="noreferrer"
            className="break-all text-accent-11 underline"
          >
            {answer.link}
          </a>
        ) : null}
      </p>
    </li>
  );
}
