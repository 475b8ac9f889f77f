import { type Bot, type CuratedAnswer, PERMISSION } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Skeleton } from "@org/ui";
import { PlusIcon, UploadIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { CuratedAnswerDialog } from "@/components/curated-answer/curated-answer-dialog";
import type { CuratedAnswerTarget } from "@/components/curated-answer/curated-answer-values";
import { LoadErrorCard } from "@/components/load-error-card";
import { ofName } from "@/lib/of-name";
import { CURATED_ANSWERS_PAGE_SIZE, curatedAnswersQuery } from "../api";
import { useCuratedAnswersView } from "../use-curated-answers-view";
import { CuratedAnswersDeleteDialog } from "./curated-answers-delete-dialog";
import { CuratedAnswersExportButton } from "./curated-answers-export-button";
import { CuratedAnswersFilters } from "./curated-answers-filters";
import { CuratedAnswersImportDialog } from "./curated-answers-import-dialog";
import { CuratedAnswersList } from "./curated-answers-list";

/** The assistant and search controls, the buttons that add answers, and the list of answers. */
export function CuratedAnswersBrowser({ bots }: { bots: readonly [Bot, ...Bot[]] }) {
  const client = useApiClient();
  const [view, changeView] = useCuratedAnswersView();
  const bot = bots.find((candidate) => candidate.id === view.botId) ?? bots[0];
  const search = useDeferredValue(view.search.trim());
  const answers = useQuery(curatedAnswersQuery(client, bot.id, { search, page: view.page }));
  const canAdd = useHasPermissions([PERMISSION.addCuratedanswer]);
  const canChange = useHasPermissions([PERMISSION.changeCuratedanswer]);
  const canDelete = useHasPermissions([PERMISSION.deleteCuratedanswer]);
  const [writing, setWriting] = useState<CuratedAnswerTarget | null>(null);
  const [deleting, setDeleting] = useState<CuratedAnswer | null>(null);
  const [importing, setImporting] = useState(false);
  const page = answers.data ?? null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CuratedAnswersFilters
          bots={bots}
          botId={bot.id}
          onBotChange={(botId) => changeView({ botId, page: 1 })}
          search={view.search}
          onSearchChange={(text) => changeView({ search: text, page: 1 }, { typing: true })}
        />
        <div className="flex flex-wrap gap-2">
          {canAdd ? (
            <Button
              onClick={() => setWriting({ draft: { bot: bot.id, question: "", wordings: [] } })}
            >
              <PlusIcon aria-hidden />
              Nouvelle réponse
            </Button>
          ) : null}
          <CuratedAnswersExportButton bot={bot} />
          {canAdd && canChange ? (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <UploadIcon aria-hidden />
              Importer un CSV
            </Button>
          ) : null}
        </div>
      </div>
      <section aria-label="Liste des réponses validées" aria-busy={answers.isFetching || undefined}>
        {answers.isPending ? (
          <div className="grid gap-2" aria-hidden>
            {["a", "b", "c", "d"].map((key) => (
              <Skeleton key={key} className="h-28 w-full" />
            ))}
          </div>
        ) : page === null ? (
          <LoadErrorCard
            message="Impossible de charger les réponses validées."
            onRetry={() => answers.refetch()}
          />
        ) : (
          <CuratedAnswersList
            answers={page.results}
            count={page.count}
            page={view.page}
            pageCount={Math.max(1, Math.ceil(page.count / CURATED_ANSWERS_PAGE_SIZE))}
            onPageChange={(next) => changeView({ page: next })}
            onEdit={canChange ? (answer) => setWriting({ answer }) : undefined}
            onDelete={canDelete ? setDeleting : undefined}
            emptyMessage={
              search
                ? `Aucune réponse validée ${ofName(bot.name)} ne contient «\u00a0${search}\u00a0».`
                : `${bot.name} n'a pas encore de réponse validée. Écrivez-en une ici, ou depuis À améliorer pour une question qu'il a manquée.`
            }
          />
        )}
      </section>
      <CuratedAnswerDialog target={writing} onClose={() => setWriting(null)} />
      <CuratedAnswersDeleteDialog answer={deleting} onClose={() => setDeleting(null)} />
      <CuratedAnswersImportDialog bot={bot} open={importing} onOpenChange={setImporting} />
    </div>
  );
}
