import type { AssistantTestRun } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Badge, Progress, Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { LoadErrorCard } from "@/components/load-error-card";
import { formatDateTime } from "@/lib/format-date";
import { isUnfinished, testRunQuery } from "../api";
import { fixedText, RUN_STATUSES, regressedText, TRIGGERS, testsText } from "../data/test-labels";
import { AssistantTestsResult } from "./assistant-tests-result";

/**
 * The last run of the tests: its progress while it waits or runs, then its figures, what changed
 * since the run before, and each test's result, failed first.
 */
export function AssistantTestsRun({ run }: { run: AssistantTestRun }) {
  const status = RUN_STATUSES[run.status];
  const unfinished = isUnfinished(run);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="text-muted-foreground">
          Le {formatDateTime(new Date(run.created_at))}, {TRIGGERS[run.trigger]}
        </span>
      </div>
      {unfinished ? (
        <div className="grid gap-1">
          <Progress
            aria-label="Avancement des tests"
            max={run.progress_total > 0 ? run.progress_total : 1}
            value={
              run.progress_total > 0 ? run.progress_done : run.status === "running" ? undefined : 0
            }
          />
          <p className="m-0 text-xs text-muted-foreground">
            {run.progress_total > 0
              ? `${run.progress_done} / ${testsText(run.progress_total)}`
              : run.status === "running"
                ? "Démarrage…"
                : "En attente de démarrage…"}
          </p>
        </div>
      ) : run.status === "failed" ? (
        <p className="m-0 text-sm text-[var(--red-11)]" role="alert">
          {run.failure ?? "Ce lancement n'a pas pu aller à son terme. Relancez les tests."}
        </p>
      ) : (
        <FinishedRun run={run} />
      )}
    </div>
  );
}

function FinishedRun({ run }: { run: AssistantTestRun }) {
  const detail = useQuery(testRunQuery(useApiClient(), run.id));
  return (
    <>
      <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-[var(--green-11)]">
          {run.passed > 1 ? `${run.passed} réussis` : `${run.passed} réussi`}
        </span>
        <span className="font-medium text-[var(--red-11)]">
          {run.failed > 1 ? `${run.failed} échoués` : `${run.failed} échoué`}
        </span>
        {run.fixed > 0 ? (
          <span className="text-[var(--green-11)]">{fixedText(run.fixed)}</span>
        ) : null}
      </p>
      {run.regressed > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-[var(--red-7)] bg-[var(--red-3)] p-3 text-sm text-[var(--red-11)]"
        >
          <p className="m-0 font-semibold">{regressedText(run.regressed)}</p>
          <p className="m-0">
            {run.regressed > 1
              ? "Ces tests réussissaient au lancement précédent et échouent désormais."
              : "Ce test réussissait au lancement précédent et échoue désormais."}
          </p>
        </div>
      ) : null}
      {detail.isPending ? (
        <div className="grid gap-2" aria-hidden>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : detail.isError ? (
        <LoadErrorCard
          message="Impossible de charger les résultats."
          onRetry={() => detail.refetch()}
        />
      ) : detail.data.results.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">Aucun test n'a été posé.</p>
      ) : (
        <ul aria-label="Résultats" className="m-0 grid list-none gap-2 p-0">
          {detail.data.results.map((result, index) => (
            <AssistantTestsResult key={result.test ?? `deleted-${index}`} result={result} />
          ))}
        </ul>
      )}
    </>
  );
}
