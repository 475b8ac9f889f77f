import type { Task } from "@org/api-client";
import { documentKeys, knowledgeBaseKeys } from "@org/api-client/react";
import { Badge, type BadgeVariant, Progress } from "@org/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { isUnfinished } from "../api";

const STATUS_LABELS: Record<Task["status"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "En attente", variant: "secondary" },
  running: { label: "En cours", variant: "default" },
  succeeded: { label: "Terminée", variant: "success" },
  failed: { label: "Échouée", variant: "destructive" },
};

/** The unit of work of each kind of task. */
const UNITS: Record<Task["kind"], string> = {
  url_ingest: "pages",
  document_ingest: "étapes",
  text_ingest: "étapes",
};

/** The work done, when the task counts it; the badge alone says the rest. */
function progressText(task: Task | undefined): string | null {
  if (task === undefined) return null;
  if (task.progress_total > 0) {
    return `${task.progress_done} / ${task.progress_total} ${UNITS[task.kind]}`;
  }
  return task.status === "running" ? "Démarrage…" : null;
}

export interface KnowledgeBasesIngestionProgressProps {
  /** Whose ingestion this is, to name the progress bar. */
  name: string;
  /** The task, polled by the caller; undefined while it has not been read yet. */
  task: Task | undefined;
  /** The fragments indexed, once the caller has read them after a successful ingestion. */
  chunkCount: number | undefined;
}

/**
 * How far the ingestion of a base has got, as the polled task says, with the way to the tasks
 * screen. Once the task has finished, the lists are read again for the new fragment count.
 */
export function KnowledgeBasesIngestionProgress({
  name,
  task,
  chunkCount,
}: KnowledgeBasesIngestionProgressProps) {
  const queryClient = useQueryClient();
  const finished = task !== undefined && !isUnfinished(task);

  useEffect(() => {
    if (!finished) return;
    queryClient.invalidateQueries({ queryKey: knowledgeBaseKeys.all });
    queryClient.invalidateQueries({ queryKey: documentKeys.all });
  }, [finished, queryClient]);

  const status = task ? STATUS_LABELS[task.status] : STATUS_LABELS.pending;
  const hasTotal = task !== undefined && task.progress_total > 0;
  const workDone = progressText(task);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2" aria-live="polite">
          Ingestion <Badge variant={status.variant}>{status.label}</Badge>
        </span>
        <Link className="text-sm" to="/tasks">
          Voir dans Tâches
        </Link>
      </div>
      <Progress
        aria-label={`Ingestion de ${name}`}
        max={hasTotal ? task.progress_total : 1}
        value={
          hasTotal
            ? task.progress_done
            : task?.status === "succeeded"
              ? 1
              : task?.status === "running"
                ? undefined
                : 0
        }
      />
      {workDone ? <span className="text-xs text-muted-foreground">{workDone}</span> : null}
      {task?.status === "succeeded" && chunkCount !== undefined ? (
        <p className="m-0 text-sm">
          {chunkCount} fragment{chunkCount > 1 ? "s" : ""} indexé{chunkCount > 1 ? "s" : ""}
        </p>
      ) : null}
      {task && task.errors.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-[var(--red-11)]">
            {task.errors.length} erreur{task.errors.length > 1 ? "s" : ""}
          </summary>
          <ul className="m-0 mt-2 grid gap-1 pl-4">
            {task.errors.map((error) => (
              <li key={`${error.url}-${error.message}`}>
                {error.url ? <span className="break-all font-medium">{error.url} : </span> : null}
                {error.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
