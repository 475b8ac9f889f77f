import { type AnalyticsParams, exportConversations } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { DownloadButton } from "@/components/download-button";

export interface AnalyticsExportButtonProps {
  params: AnalyticsParams;
  /** The file saved, named after the period it covers. */
  fileName: string;
}

/** Saves the conversations of the period as a CSV file, one line per answer. */
export function AnalyticsExportButton({ params, fileName }: AnalyticsExportButtonProps) {
  const client = useApiClient();
  return (
    <DownloadButton download={() => exportConversations(client, params)} fileName={fileName}>
      Exporter les conversations (CSV)
    </DownloadButton>
  );
}
