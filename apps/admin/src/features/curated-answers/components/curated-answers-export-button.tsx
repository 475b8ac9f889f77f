import { type Bot, exportCuratedAnswers } from "@org/api-client";
import { useApiMutation } from "@org/api-client/react";
import { Button } from "@org/ui";
import { DownloadIcon } from "@radix-ui/react-icons";
import { downloadFile } from "@/lib/download-file";

/** Saves the assistant's curated answers as a CSV file; a failure is shown by the general handler. */
export function CuratedAnswersExportButton({ bot }: { bot: Bot }) {
  // Nothing changes on the server: no list to read again.
  const exporting = useApiMutation(exportCuratedAnswers, () => []);

  async function save() {
    const file = await exporting.mutateAsync(bot.id).catch(() => null);
    if (file) downloadFile(file, `reponses-validees-${bot.id}.csv`);
  }

  return (
    <Button variant="outline" loading={exporting.isPending} onClick={save}>
      <DownloadIcon aria-hidden />
      Exporter en CSV
    </Button>
  );
}
