import { type Bot, PERMISSION } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import {
  type MissFilters,
  missedQuestionQuery,
  missedQuestionsQuery,
  QUESTIONS_PAGE_SIZE,
} from "../api";
import { QUESTION_STATUSES } from "../data/improvement-labels";
import { periodStart } from "../data/periods";
import { useImprovementsView } from "../use-improvements-view";
import { ImprovementsFilters } from "./improvements-filters";
import { ImprovementsList } from "./improvements-list";
import { ImprovementsQuestion } from "./improvements-question";

/** The assistant and filter controls, the list of questions to improve and the one opened. */
export function ImprovementsBrowser({ bots }: { bots: readonly [Bot, ...Bot[]] }) {
  const client = useApiClient();
  const [view, changeView] = useImprovementsView();
  const [pickedFromList, setPickedFromList] = useState(false);
  const canMark = useHasPermissions([PERMISSION.changeMissedquestion]);
  const bot = bots.find((candidate) => candidate.id === view.botId) ?? bots[0];
  // What is picked belongs to the list it was picked in: another list starts with none.
  const listKey = [bot.id, view.status, view.kind, view.period, view.page].join(" ");
  const [picked, setPicked] = useState({ listKey, ids: new Set<number>() as ReadonlySet<number> });
  // The period starts at midnight: the same moment, hence the same lists, all day long.
  const filters: MissFilters = { kind: view.kind ?? undefined, since: periodStart(view.period) };
  const questions = useQuery(
    missedQuestionsQuery(client, bot.id, { ...filters, status: view.status, page: view.page }),
  );
  const page = questions.data ?? null;
  // A question opened from its address is shown with its own assistant, in its own account.
  const opened = useQuery({
    ...missedQuestionQuery(client, view.questionId ?? 0, filters),
    enabled: view.questionId !== null,
  });
  const openedBot = opened.data?.bot;
  const showsOtherBot = openedBot !== undefined && openedBot !== bot.id && openedBot !== view.botId;
  useEffect(() => {
    if (showsOtherBot) changeView({ botId: openedBot }, { replace: true });
  }, [showsOtherBot, openedBot, changeView]);

  return (
    <div className="grid gap-4">
      <ImprovementsFilters
        bots={bots}
        filters={{ ...view, botId: bot.id }}
        onChange={(changes) => changeView({ ...changes, page: 1, questionId: null })}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Liste des questions" aria-busy={questions.isFetching || undefined}>
          {questions.isPending ? (
            <div className="grid gap-2" aria-hidden>
              {["a", "b", "c", "d"].map((key) => (
                <Skeleton key={key} className="h-24 w-full" />
              ))}
            </div>
          ) : page === null ? (
            <LoadErrorCard
              message="Impossible de charger les questions à améliorer."
              onRetry={() => questions.refetch()}
            />
          ) : (
            <ImprovementsList
              questions={page.results}
              count={page.count}
              page={view.page}
              pageCount={Math.max(1, Math.ceil(page.count / QUESTIONS_PAGE_SIZE))}
              selectedId={view.questionId}
              onSelect={(question) => {
                setPickedFromList(true);
                changeView({ questionId: question.id });
              }}
              onPageChange={(next) => changeView({ page: next, questionId: null })}
              emptyMessage={QUESTION_STATUSES[view.status].empty(bot.name)}
              selection={
                canMark
                  ? {
                      selected: picked.listKey === listKey ? picked.ids : new Set(),
                      onChange: (ids) => setPicked({ listKey, ids }),
                      status: view.status,
                    }
                  : undefined
              }
            />
          )}
        </section>
        <section
          aria-label="Détail de la question"
          className="rounded-lg border border-border bg-card p-4"
        >
          {view.questionId !== null ? (
            <ImprovementsQuestion
              key={view.questionId}
              id={view.questionId}
              filters={filters}
              focusTitle={pickedFromList}
            />
          ) : (
            <p className="m-0 text-muted-foreground">
              Choisissez une question pour voir ses formulations, les réponses données et ce qu'en
              disent les visiteurs.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
