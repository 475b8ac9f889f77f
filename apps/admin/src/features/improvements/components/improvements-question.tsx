import { PERMISSION } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { OtherWordingsCount } from "@/components/other-wordings-count";
import { formatDateTime } from "@/lib/format-date";
import { type MissFilters, missedQuestionQuery } from "../api";
import { QUESTION_STATUSES } from "../data/improvement-labels";
import { ImprovementsFigures } from "./improvements-figures";
import { ImprovementsKindCounts } from "./improvements-kinds";
import { ImprovementsMiss } from "./improvements-miss";
import { ImprovementsReopenedBadge } from "./improvements-reopened-badge";
import { ImprovementsStatusActions } from "./improvements-status-actions";
import { ImprovementsWriteAnswer } from "./improvements-write-answer";

export interface ImprovementsQuestionProps {
  id: number;
  /** The misses counted, as in the list. */
  filters: MissFilters;
  /** Moves the focus to the question, e.g. once it is picked from the list. */
  focusTitle?: boolean;
}

/**
 * A question the assistant missed: how often and how, its other wordings, what visitors said,
 * and its latest misses; with the buttons that answer it and mark it, for users who may.
 */
export function ImprovementsQuestion({
  id,
  filters,
  focusTitle = false,
}: ImprovementsQuestionProps) {
  const client = useApiClient();
  const canChange = useHasPermissions([PERMISSION.changeMissedquestion]);
  const canWrite = useHasPermissions([PERMISSION.addCuratedanswer]);
  const detail = useQuery(missedQuestionQuery(client, id, filters));
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = detail.isSuccess;
  // On a narrow screen the question sits below the list, out of sight: focus brings it in.
  useEffect(() => {
    if (focusTitle && loaded) title.current?.focus();
  }, [focusTitle, loaded]);

  if (detail.isPending) {
    return (
      <div className="grid gap-3" aria-hidden>
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0" role="alert">
          Impossible de charger cette question.
        </p>
        <Button variant="outline" onClick={() => detail.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const question = detail.data;
  const markedOn = QUESTION_STATUSES[question.status].markedOn;
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h2
          ref={title}
          tabIndex={-1}
          className="m-0 scroll-mt-20 break-words text-lg font-semibold outline-none"
        >
          {question.question}
        </h2>
        <ImprovementsFigures question={question} />
        <div className="flex flex-wrap items-center gap-1.5">
          <ImprovementsKindCounts kinds={question.kinds} />
          {question.reopened ? <ImprovementsReopenedBadge /> : null}
          {markedOn ? (
            <span className="text-sm text-muted-foreground">
              {markedOn(formatDateTime(new Date(question.status_changed_at)))}
            </span>
          ) : null}
        </div>
        {canWrite || canChange ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {canWrite ? <ImprovementsWriteAnswer question={question} /> : null}
            {canChange ? (
              <ImprovementsStatusActions question={question} afterAnswer={canWrite} />
            ) : null}
          </div>
        ) : null}
      </div>
      {question.wordings.length > 0 ? (
        <section aria-label="Autres formulations" className="grid gap-2">
          <h3 className="m-0 text-sm font-semibold">Autres formulations</h3>
          <ul className="m-0 grid gap-1 pl-5 text-sm">
            {question.wordings.map((wording) => (
              <li key={wording} className="break-words">
                {wording}
              </li>
            ))}
          </ul>
          {/* A server listing only some of them says how many more there are. */}
          <OtherWordingsCount count={question.wordings_count - question.wordings.length} />
        </section>
      ) : null}
      {question.comments.length > 0 ? (
        <section aria-label="Ce qu'en disent les visiteurs" className="grid gap-2">
          <h3 className="m-0 text-sm font-semibold">Ce qu'en disent les visiteurs</h3>
          <ul className="m-0 grid list-none gap-2 p-0">
            {question.comments.map((comment, index) => (
              // Two visitors may say the same; the comments never move once read.
              // biome-ignore lint/suspicious/noArrayIndexKey: the place tells them apart
              <li key={index}>
                <blockquote className="m-0 whitespace-pre-line border-l-2 border-destructive pl-3 text-sm">
                  {comment}
                </blockquote>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Dernières réponses manquées" className="grid gap-2">
        <h3 className="m-0 text-sm font-semibold">Dernières réponses manquées</h3>
        {question.misses.length > 0 ? (
          <ol className="m-0 grid list-none gap-3 p-0">
            {question.misses.map((miss) => (
              <ImprovementsMiss key={miss.message} miss={miss} botId={question.bot} />
            ))}
          </ol>
        ) : (
          <p className="m-0 text-sm text-muted-foreground">
            Aucune réponse manquée sur cette période avec ces filtres.
          </p>
        )}
      </section>
    </div>
  );
}
