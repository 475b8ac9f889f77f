import type { DocumentKnowledgeBase } from "@org/api-client";
import { documentQueries, useApiClient } from "@org/api-client/react";
import { Progress } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { ofName } from "@/lib/of-name";
import { latestIngestionTaskQuery } from "../api";
import { KnowledgeBasesIngestionProgress } from "./knowledge-bases-ingestion-progress";

/** A file on its way to the server: how much of it has been sent. */
export function SendingProgress({
  name,
  state,
}: {
  name: string;
  state: { loaded: number; total: number };
}) {
  const percent =
    state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
  return (
    <div className="grid gap-1">
      <Progress aria-label={`Envoi ${ofName(name)}`} max={100} value={percent} />
      <span className="text-xs text-muted-foreground">Envoi… {percent} %</span>
    </div>
  );
}

/** The reading of a document just sent, followed until its task has finished. */
export function DocumentIngestion({ document }: { document: DocumentKnowledgeBase }) {
  const client = useApiClient();
  const task = useQuery(latestIngestionTaskQuery(client, document.id));
  const ingested = useQuery({
    ...documentQueries.detail(client, document.id),
    enabled: task.data?.status === "succeeded",
  });
  return (
    <KnowledgeBasesIngestionProgress
      name={document.name}
      task={task.data}
      chunkCount={ingested.data?.chunkCount}
    />
  );
}
