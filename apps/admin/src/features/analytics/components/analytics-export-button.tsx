import { type AnalyticsParams, exportConversations } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Button } from "@org/ui";
import { DownloadIcon } from "@radix-ui/react-icons";
import { useMutation } from "@tanstack/react-query";
import { downloadBlob } from "@/lib/download-blob";

export interface AnalyticsExportButtonProps {
  params: AnalyticsParams;
  /** The file saved, named after the period it covers. */
  fileName: string;
}

/** Saves the conversations of the period as a CSV file, one line per answer. */
export function AnalyticsExportButton({ params, fileName }: AnalyticsExportButtonProps) {
  const client = useApiClient();
  const exported = useMutation({
    mutationFn: () => exportConversations(client, params),
    onSuccess: (blob) => downloadBlob(blob, fileName),
  });
  return (
    <Button
      variant="outline"
      disabled={exported.isPending}
      aria-busy={exported.isPending || undefined}
      onClick={() => exported.mutate()}
    >
      <DownloadIcon aria-hidden />
      Exporter les conversations (CSV)
    </Button>
  );
}
