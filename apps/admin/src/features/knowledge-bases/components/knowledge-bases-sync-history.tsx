import type { Task } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Badge, Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageChanges } from "@/components/page-changes";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import {
  INGESTION_TRIGGER_LABELS,
  TASK_STATUS_LABELS,
  TaskErrorList,
} from "@/components/task-progress";
import { formatDateTime } from "@/lib/format-date";
import { SYNC_HISTORY_LENGTH, syncHistoryQuery } from "../api";

/** When a sync happened: when it ended, or when it was asked for while it waits or runs. */
function syncDate(task: Task): string {
  return formatDateTime(new Date(task.finished_at ?? task.created_at));
}

function SyncEntry({ task }: { task: Task }) {
  const status = TASK_STATUS_LABELS[task.status];
  return (
    <li className="grid gap-1 rounded-md border px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {syncDate(task)}
          {task.trigger ? (
            <span className="text-muted-foreground">
              {" "}
              · {INGESTION_TRIGGER_LABELS[task.trigger]}
            </span>
          ) : null}
        </span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <PageChanges task={task} />
      <PagesBeyondLimit count={task.pages_beyond_limit} />
      {task.errors.length > 0 ? <TaskErrorList errors={task.errors} /> : null}
    </li>
  );
}

/**
 * The latest syncs of a URL base, newest first: when, what started each (its creation, a user,
 * its schedule), how it ended and what it did to the base's pages. Followed while the newest one
 * goes on.
 */
export function KnowledgeBasesSyncHistory({ knowledgeBaseId }: { knowledgeBaseId: number }) {
  const client = useApiClient();
  const history = useQuery(syncHistoryQuery(client, knowledgeBaseId));
  const titleId = `sync-history-${knowledgeBaseId}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={titleId} className="text-sm font-medium">
          Historique des synchronisations
        </span>
        <Link className="text-sm" to="/tasks">
          Toutes les tâches
        </Link>
      </div>
      {history.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : history.isError ? (
        <p className="m-0 text-sm" role="alert">
          Impossible de charger l'historique des synchronisations.
        </p>
      ) : history.data.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">Aucune synchronisation pour l'instant.</p>
      ) : (
        <>
          <ol aria-label="Dernières synchronisations" className="m-0 grid list-none gap-2 p-0">
            {history.data.map((task) => (
              <SyncEntry key={task.id} task={task} />
            ))}
          </ol>
          {history.data.length === SYNC_HISTORY_LENGTH ? (
            <p className="m-0 text-xs text-muted-foreground">
              Les {SYNC_HISTORY_LENGTH} dernières&nbsp;; les précédentes sont dans Tâches.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
