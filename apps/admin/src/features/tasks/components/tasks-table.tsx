import type { Task } from "@org/api-client";
import {
  Badge,
  type BadgeVariant,
  Button,
  DataTable,
  type DataTableColumn,
  Progress,
} from "@org/ui";
import { formatDateTime } from "@/lib/format-date";
import { KNOWLEDGE_KIND_LABELS } from "@/lib/knowledge-kinds";

/** Rows shown per page of the tasks table. */
const TASKS_PAGE_SIZE = 10;

/** Each task is named after the kind of knowledge base it fills. */
const KIND_LABELS: Record<Task["kind"], string> = {
  text_ingest: KNOWLEDGE_KIND_LABELS.text,
  url_ingest: KNOWLEDGE_KIND_LABELS.url,
  document_ingest: KNOWLEDGE_KIND_LABELS.document,
};

export const STATUS_LABELS: Record<Task["status"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "En attente", variant: "secondary" },
  running: { label: "En cours", variant: "default" },
  succeeded: { label: "Terminée", variant: "success" },
  failed: { label: "Échouée", variant: "destructive" },
};

/** Without a page count yet, a running task shows activity and a finished one a full or empty bar. */
function progressOf(task: Task): { value: number | undefined; max: number; text: string } {
  if (task.progress_total > 0) {
    return {
      value: task.progress_done,
      max: task.progress_total,
      text: `${task.progress_done} / ${task.progress_total} pages`,
    };
  }
  if (task.status === "running") return { value: undefined, max: 1, text: "Démarrage…" };
  if (task.status === "succeeded") return { value: 1, max: 1, text: "Terminée" };
  return { value: 0, max: 1, text: task.status === "pending" ? "En attente" : "—" };
}

function TaskProgress({ task }: { task: Task }) {
  const { value, max, text } = progressOf(task);
  return (
    <div className="grid min-w-40 gap-1">
      <Progress
        aria-label={`Progression de ${task.knowledge_base_name || `la tâche ${task.id}`}`}
        max={max}
        value={value}
      />
      <span className="text-xs text-muted-foreground">{text}</span>
    </div>
  );
}

function TaskErrors({ task }: { task: Task }) {
  if (task.errors.length === 0) return <span className="text-muted-foreground">Aucune</span>;
  return (
    <details>
      <summary className="cursor-pointer whitespace-nowrap text-[var(--red-11)]">
        {task.errors.length} erreur{task.errors.length > 1 ? "s" : ""}
      </summary>
      <ul className="m-0 mt-2 grid gap-1 pl-4 text-sm">
        {task.errors.map((error) => (
          <li key={`${error.url}-${error.message}`}>
            {error.url ? <span className="break-all font-medium">{error.url} : </span> : null}
            {error.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

export interface TasksTableProps {
  tasks: readonly Task[];
  canRetry: boolean;
  retrying: number | null;
  onRetry: (task: Task) => void;
  emptyMessage: string;
}

/** The ingestion tasks with their progress, status and the errors met per page. */
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
      sortValue: (task) => task.kind,
      cell: (t) => KIND_LABELS[t.kind],
    },
    {
      id: "status",
      header: "Statut",
      sortValue: (task) => STATUS_LABELS[task.status].label,
      cell: (task) => (
        <Badge variant={STATUS_LABELS[task.status].variant}>
          {STATUS_LABELS[task.status].label}
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
      caption="Tâches d'ingestion"
      hideCaption
      columns={columns}
      rows={tasks}
      getRowId={(task) => task.id}
      pageSize={TASKS_PAGE_SIZE}
      defaultSort={{ columnId: "updated", direction: "descending" }}
      emptyMessage={emptyMessage}
      labels={{
        previousPage: "Précédente",
        nextPage: "Suivante",
        pageStatus: (page, count) => `Page ${page} sur ${count}`,
      }}
    />
  );
}
