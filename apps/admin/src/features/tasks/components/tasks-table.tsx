import type { Task } from "@org/api-client";
import { Badge, Button, DataTable, type DataTableColumn } from "@org/ui";
import { PageChanges } from "@/components/page-changes";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import {
  INGESTION_TRIGGER_LABELS,
  TASK_STATUS_LABELS,
  TaskErrorList,
  TaskProgressBar,
  taskProgressText,
} from "@/components/task-progress";
import { formatDateTime } from "@/lib/format-date";
import { KNOWLEDGE_KIND_LABELS } from "@/lib/knowledge-kinds";
import { ofName } from "@/lib/of-name";

/** Rows shown per page of the tasks table. */
const TASKS_PAGE_SIZE = 10;

/**
 * An ingestion is named after the kind of knowledge base it fills; the embedding of a base's
 * chunks with a new model, after what it does.
 */
const TASK_KIND_LABELS: Record<Task["kind"], string> = {
  text_ingest: KNOWLEDGE_KIND_LABELS.text,
  url_ingest: KNOWLEDGE_KIND_LABELS.url,
  document_ingest: KNOWLEDGE_KIND_LABELS.document,
  embed: "Vectorisation",
};

/** Without a count, the text says where a task stands; once it ended, its status says it. */
function progressFallback(task: Task): string | null {
  if (task.status === "succeeded") return null;
  return task.status === "pending" ? "En attente" : "—";
}

function TaskProgress({ task }: { task: Task }) {
  const progress = taskProgressText(task) ?? progressFallback(task);
  return (
    <div className="grid min-w-40 gap-1">
      <TaskProgressBar
        task={task}
        label={`Progression ${ofName(task.knowledge_base_name || `la tâche ${task.id}`)}`}
      />
      {progress ? <span className="text-xs text-muted-foreground">{progress}</span> : null}
      <PageChanges task={task} />
      <PagesBeyondLimit count={task.pages_beyond_limit} />
    </div>
  );
}

function TaskErrors({ task }: { task: Task }) {
  if (task.errors.length === 0) return <span className="text-muted-foreground">Aucune</span>;
  return <TaskErrorList errors={task.errors} />;
}

export interface TasksTableProps {
  tasks: readonly Task[];
  canRetry: boolean;
  retrying: number | null;
  onRetry: (task: Task) => void;
  emptyMessage: string;
}

/** The ingestion and embedding tasks with their progress, status and the errors met. */
export function TasksTable({ tasks, canRetry, retrying, onRetry, emptyMessage }: TasksTableProps) {
  const columns: DataTableColumn<Task>[] = [
    {
      id: "base",
      header: "Base de connaissances",
      sortValue: (task) => task.knowledge_base_name,
      cell: (task) =>
        task.knowledge_base_name || <span className="text-muted-foreground">Supprimée</span>,
    },
    {
      id: "kind",
      header: "Type",
      sortValue: (task) => TASK_KIND_LABELS[task.kind],
      cell: (task) => (
        <span className="grid">
          {TASK_KIND_LABELS[task.kind]}
          {task.trigger ? (
            <span className="text-xs text-muted-foreground">
              <span className="sr-only">, </span>
              {INGESTION_TRIGGER_LABELS[task.trigger]}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "status",
      header: "Statut",
      sortValue: (task) => TASK_STATUS_LABELS[task.status].label,
      cell: (task) => (
        <Badge variant={TASK_STATUS_LABELS[task.status].variant}>
          {TASK_STATUS_LABELS[task.status].label}
        </Badge>
      ),
    },
    { id: "progress", header: "Progression", cell: (task) => <TaskProgress task={task} /> },
    { id: "errors", header: "Erreurs", cell: (task) => <TaskErrors task={task} /> },
    {
      id: "updated",
      header: "Mise à jour",
      sortValue: (task) => new Date(task.updated_at),
      cell: (task) => formatDateTime(new Date(task.updated_at)),
    },
  ];
  if (canRetry) {
    columns.push({
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (task) =>
        task.status === "failed" && task.knowledge_base !== null ? (
          <Button
            size="sm"
            variant="outline"
            loading={retrying === task.id}
            onClick={() => onRetry(task)}
          >
            Relancer
          </Button>
        ) : null,
    });
  }
  return (
    <DataTable
      caption="Tâches d'ingestion et de vectorisation"
      hideCaption
      columns={columns}
      rows={tasks}
      getRowId={(task) => task.id}
      pageSize={TASKS_PAGE_SIZE}
      defaultSort={{ columnId: "updated", direction: "descending" }}
      emptyMessage={emptyMessage}
    />
  );
}
