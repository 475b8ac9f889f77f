import { PERMISSION, type Task, type TaskStatus } from "@org/api-client";
import { useApiClient, useRetryTask } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Select, Skeleton, toast } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useActiveAccount } from "@/components/layout/active-account";
import { LoadErrorCard } from "@/components/load-error-card";
import { PageHeader } from "@/components/page-header";
import { TASK_STATUS_LABELS } from "@/components/task-progress";
import { ofName } from "@/lib/of-name";
import { tasksListQuery } from "./api";
import { TasksTable } from "./components/tasks-table";

const ALL_STATUSES = "all";

const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: "Tous les statuts" },
  ...(Object.keys(TASK_STATUS_LABELS) as TaskStatus[]).map((status) => ({
    value: status,
    label: TASK_STATUS_LABELS[status].label,
  })),
];

export function TasksPage() {
  const client = useApiClient();
  const [status, setStatus] = useState<string>(ALL_STATUSES);
  // The tasks of the account chosen in the sidebar, asked for once it is known.
  const { active, isPending: accountsPending } = useActiveAccount();
  const tasks = useQuery({
    ...tasksListQuery(
      client,
      active?.id,
      status === ALL_STATUSES ? undefined : (status as TaskStatus),
    ),
    enabled: !accountsPending,
  });
  const canRetry = useHasPermissions([PERMISSION.changeBot]);
  const retryTask = useRetryTask();

  async function retry(task: Task) {
    const restarted = await retryTask.mutateAsync(task.id).catch(() => null);
    if (!restarted) return;
    toast({
      title: "Tâche relancée",
      description:
        task.kind === "embed"
          ? `La vectorisation ${ofName(task.knowledge_base_name)} reprend là où elle s'était arrêtée.`
          : `L'ingestion ${ofName(task.knowledge_base_name)} reprend depuis le début.`,
    });
  }

  return (
    <>
      <PageHeader
        title="Tâches"
        description="L'ingestion et la vectorisation des bases de connaissances : progression, erreurs par page, relance."
      />
      <div className="grid gap-4">
        <Select
          aria-label="Filtrer par statut"
          className="w-56"
          options={STATUS_OPTIONS}
          value={status}
          onValueChange={setStatus}
        />
        <section aria-label="Liste des tâches" aria-busy={tasks.isPending || undefined}>
          {tasks.isPending ? (
            <div className="grid gap-3" aria-hidden>
              {["a", "b", "c"].map((key) => (
                <Skeleton key={key} className="h-12 w-full" />
              ))}
            </div>
          ) : tasks.isError ? (
            <LoadErrorCard
              message="Impossible de charger les tâches."
              onRetry={() => tasks.refetch()}
            />
          ) : (
            <TasksTable
              tasks={tasks.data.results}
              canRetry={canRetry}
              retrying={retryTask.isPending ? (retryTask.variables ?? null) : null}
              onRetry={retry}
              emptyMessage={
                status === ALL_STATUSES
                  ? "Aucune tâche d'ingestion pour l'instant."
                  : "Aucune tâche avec ce statut."
              }
            />
          )}
        </section>
      </div>
    </>
  );
}
