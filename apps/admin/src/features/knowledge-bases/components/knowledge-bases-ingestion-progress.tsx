import type { Task } from "@org/api-client";
import { documentKeys, knowledgeBaseKeys } from "@org/api-client/react";
import { Badge } from "@org/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { PageChanges } from "@/components/page-changes";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import {
  TASK_STATUS_LABELS,
  TaskErrorList,
  TaskProgressBar,
  taskProgressText,
} from "@/components/task-progress";
import { ofName } from "@/lib/of-name";
import { isUnfinished } from "../api";

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

  const status = TASK_STATUS_LABELS[task?.status ?? "pending"];
  const workDone = taskProgressText(task);
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
      <TaskProgressBar task={task} label={`Ingestion ${ofName(name)}`} />
      {workDone ? <span className="text-xs text-muted-foreground">{workDone}</span> : null}
      {task ? <PageChanges task={task} /> : null}
      {task ? <PagesBeyondLimit count={task.pages_beyond_limit} /> : null}
      {task?.status === "succeeded" && chunkCount !== undefined ? (
        <p className="m-0 text-sm">
          {chunkCount} fragment{chunkCount > 1 ? "s" : ""} indexé{chunkCount > 1 ? "s" : ""}
        </p>
      ) : null}
      {task && task.errors.length > 0 ? <TaskErrorList errors={task.errors} /> : null}
    </div>
  );
}
