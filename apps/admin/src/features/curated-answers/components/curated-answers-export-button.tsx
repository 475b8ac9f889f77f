import { type Bot, exportCuratedAnswers } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { DownloadButton } from "@/components/download-button";

/** Saves the assistant's curated answers as a CSV file. */
export function CuratedAnswersExportButton({ bot }: { bot: Bot }) {
  const client = useApiClient();
  return (
    <DownloadButton
      download={() => exportCuratedAnswers(client, bot.id)}
      fileName={`reponses-validees-${bot.id}.csv`}
    >
      Exporter en CSV
    </DownloadButton>
  );
}
