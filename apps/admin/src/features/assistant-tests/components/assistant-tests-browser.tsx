import { type AssistantTest, type Bot, PERMISSION } from "@org/api-client";
import { assistantTestKeys, useApiClient, useRunAssistantTests } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Select, Skeleton, toast } from "@org/ui";
import { LightningBoltIcon, MagicWandIcon, PlusIcon } from "@radix-ui/react-icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import { assistantOptions } from "@/lib/assistant-options";
import { ofName } from "@/lib/of-name";
import {
  ASSISTANT_TESTS_PAGE_SIZE,
  assistantTestsQuery,
  botCuratedAnswersQuery,
  isUnfinished,
  latestTestRunQuery,
} from "../api";
import type { AssistantTestTarget } from "../data/test-values";
import { useAssistantTestsView } from "../use-assistant-tests-view";
import { AssistantTestsDeleteDialog } from "./assistant-tests-delete-dialog";
import { AssistantTestsDialog } from "./assistant-tests-dialog";
import { AssistantTestsEmpty } from "./assistant-tests-empty";
import { AssistantTestsList } from "./assistant-tests-list";
import { AssistantTestsProposalsDialog } from "./assistant-tests-proposals-dialog";
import { AssistantTestsRun } from "./assistant-tests-run";

/** The assistant picked, the buttons that add and run tests, the last run and the tests. */
export function AssistantTestsBrowser({ bots }: { bots: readonly [Bot, ...Bot[]] }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [view, changeView] = useAssistantTestsView();
  const bot = bots.find((candidate) => candidate.id === view.botId) ?? bots[0];
  const canAdd = useHasPermissions([PERMISSION.addAssistanttest]);
  const canChange = useHasPermissions([PERMISSION.changeAssistanttest]);
  const canDelete = useHasPermissions([PERMISSION.deleteAssistanttest]);
  const canRun = useHasPermissions([PERMISSION.runAssistanttest]);
  const canReadCurated = useHasPermissions([PERMISSION.viewCuratedanswer]);
  const tests = useQuery(assistantTestsQuery(client, bot.id, view.page));
  const runs = useQuery(latestTestRunQuery(client, bot.id));
  const curated = useQuery({
    ...botCuratedAnswersQuery(client, bot.id),
    enabled: canReadCurated,
  });
  const run = useRunAssistantTests();
  const [writing, setWriting] = useState<AssistantTestTarget | null>(null);
  const [deleting, setDeleting] = useState<AssistantTest | null>(null);
  const [proposing, setProposing] = useState(false);
  const page = tests.data ?? null;
  const lastRun = runs.data?.results[0];

  const curatedQuestions = useMemo(
    () => new Map((curated.data?.results ?? []).map((answer) => [answer.id, answer.question])),
    [curated.data],
  );

  // Once the run ends, each test's last result is read again.
  const wasUnfinished = useRef(false);
  useEffect(() => {
    const unfinished = isUnfinished(lastRun);
    if (wasUnfinished.current && !unfinished) {
      queryClient.invalidateQueries({ queryKey: [...assistantTestKeys.all, "list"] });
    }
    wasUnfinished.current = unfinished;
  }, [lastRun, queryClient]);

  async function start() {
    const started = await run.mutateAsync(bot.id).then(
      () => true,
      () => false,
    );
    if (started) {
      toast({
        title: "Tests lancés",
        description: "Les questions sont posées à l'assistant, les résultats s'affichent ici.",
      });
    }
  }

  const addButton = canAdd ? (
    <Button onClick={() => setWriting({ bot: bot.id })}>
      <PlusIcon aria-hidden />
      Nouveau test
    </Button>
  ) : null;
  const proposeButton = canAdd ? (
    <Button variant="outline" onClick={() => setProposing(true)}>
      <MagicWandIcon aria-hidden />
      Proposer des questions
    </Button>
  ) : null;
  const hasTests = page !== null && page.count > 0;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Select
          aria-label="Assistant"
          className="w-72 max-w-full"
          options={assistantOptions(bots)}
          value={String(bot.id)}
          onValueChange={(value) => changeView({ botId: Number(value), page: 1 })}
        />
        <div className="flex flex-wrap gap-2">
          {canRun && hasTests ? (
            <Button onClick={start} loading={run.isPending}>
              <LightningBoltIcon aria-hidden />
              Lancer les tests
            </Button>
          ) : null}
          {hasTests ? addButton : null}
          {hasTests ? proposeButton : null}
        </div>
      </div>
      {hasTests || lastRun ? (
        <section
          aria-label="Dernier lancement"
          aria-busy={runs.isPending || undefined}
          className="grid gap-3 rounded-lg border border-border bg-card p-4"
        >
          <h2 className="m-0 text-base font-semibold">Dernier lancement</h2>
          {runs.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : runs.isError ? (
            <LoadErrorCard
              message="Impossible de charger le dernier lancement."
              onRetry={() => runs.refetch()}
            />
          ) : lastRun ? (
            <AssistantTestsRun run={lastRun} />
          ) : (
            <p className="m-0 text-sm text-muted-foreground">
              Les tests {ofName(bot.name)} n'ont pas encore été lancés.
              {canRun ? " Lancez-les pour voir ce qu'il répond." : null}
            </p>
          )}
        </section>
      ) : null}
      <section aria-label="Liste des tests" aria-busy={tests.isFetching || undefined}>
        {tests.isPending ? (
          <div className="grid gap-2" aria-hidden>
            {["a", "b", "c"].map((key) => (
              <Skeleton key={key} className="h-24 w-full" />
            ))}
          </div>
        ) : page === null ? (
          <LoadErrorCard
            message="Impossible de charger les tests."
            onRetry={() => tests.refetch()}
          />
        ) : page.count === 0 ? (
          <AssistantTestsEmpty
            botName={bot.name}
            actions={
              addButton ? (
                <>
                  {addButton}
                  {proposeButton}
                </>
              ) : null
            }
          />
        ) : (
          <AssistantTestsList
            tests={page.results}
            count={page.count}
            page={view.page}
            pageCount={Math.max(1, Math.ceil(page.count / ASSISTANT_TESTS_PAGE_SIZE))}
            onPageChange={(next) => changeView({ page: next })}
            curatedQuestions={curatedQuestions}
            running={lastRun && isUnfinished(lastRun) ? lastRun : null}
            onEdit={canChange ? (test) => setWriting({ test }) : undefined}
            onDelete={canDelete ? setDeleting : undefined}
          />
        )}
      </section>
      <AssistantTestsDialog target={writing} botId={bot.id} onClose={() => setWriting(null)} />
      <AssistantTestsDeleteDialog test={deleting} onClose={() => setDeleting(null)} />
      <AssistantTestsProposalsDialog bot={bot} open={proposing} onOpenChange={setProposing} />
    </div>
  );
}
