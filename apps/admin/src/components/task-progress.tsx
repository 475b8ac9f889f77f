import type { IngestionTrigger, Task } from "@org/api-client";
import { type BadgeVariant, Progress } from "@org/ui";

/** How each state of a task is named and coloured. */
export const TASK_STATUS_LABELS: Record<Task["status"], { label: string; variant: BadgeVariant }> =
  {
    pending: { label: "En attente", variant: "secondary" },
    running: { label: "En cours", variant: "default" },
    succeeded: { label: "Terminée", variant: "success" },
    failed: { label: "Échouée", variant: "destructive" },
  };

/** What started an ingestion, as the task list and a site's sync history say it. */
export const INGESTION_TRIGGER_LABELS: Record<IngestionTrigger, string> = {
  created: "À la création",
  content: "Nouveau contenu",
  manual: "À la demande",
  scheduled: "Planifiée",
};

/** The unit of work of each kind of task while it reads its source. */
const UNITS: Record<Task["kind"], string> = {
  url_ingest: "pages",
  document_ingest: "étapes",
  text_ingest: "étapes",
  embed: "extraits vectorisés",
};

/** The unit of the count of the chunks embedded, once an ingestion reaches that stage. */
const EMBEDDING_UNIT = "extraits vectorisés";

/** The work done as the task counts it, or that it is starting; null when there is no count. */
export function taskProgressText(task: Task | undefined): string | null {
  if (task === undefined) return null;
  if (task.progress_total > 0) {
    const unit = task.progress_stage === "embedding" ? EMBEDDING_UNIT : UNITS[task.kind];
    return `${task.progress_done} / ${task.progress_total} ${unit}`;
  }
  return task.status === "running" ? "Démarrage…" : null;
}

/**
 * The bar of a task's progress. Without a count yet, a running task shows activity and a finished
 * one a full or empty bar; a task not read yet shows an empty one.
 */
export function TaskProgressBar({ task, label }: { task: Task | undefined; label: string }) {
  const counted = task !== undefined && task.progress_total > 0;
  return (
    <Progress
      aria-label={label}
      max={counted ? task.progress_total : 1}
      value={
        counted
          ? task.progress_done
          : task?.status === "succeeded"
            ? 1
            : task?.status === "running"
              ? undefined
              : 0
      }
    />
  );
}

/** The errors a task met, folded under their count. */
export function TaskErrorList({ errors }: { errors: Task["errors"] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer whitespace-nowrap text-[var(--red-11)]">
        {errors.length} erreur{errors.length > 1 ? "s" : ""}
      </summary>
      <ul className="m-0 mt-2 grid gap-1 pl-4">
        {errors.map((error) => (
          <li key={`${error.url}-${error.message}`}>
            {error.url ? <span className="break-all font-medium">{error.url} : </span> : null}
            {error.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
