import { ApiError, type Bot } from "@org/api-client";
import { useImportCuratedAnswers } from "@org/api-client/react";
import { Dialog, FormField, toast } from "@org/ui";
import { type FormEvent, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { ofName } from "@/lib/of-name";
import { frenchRefusal, frenchServerMessage } from "@/lib/server-messages";
import { CuratedAnswersCsvFormat } from "./curated-answers-csv-format";

export interface CuratedAnswersImportDialogProps {
  bot: Bot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds or updates an assistant's curated answers from a CSV file, all of it or nothing. */
export function CuratedAnswersImportDialog({
  bot,
  open,
  onOpenChange,
}: CuratedAnswersImportDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="40rem">
        <Dialog.Title>Importer un CSV</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Les réponses du fichier s'ajoutent à celles {ofName(bot.name)}&nbsp;; une question qu'il a
          déjà voit sa réponse remplacée. Si une ligne ne convient pas, rien n'est importé.
        </Dialog.Description>
        <div className="grid gap-4">
          <CuratedAnswersCsvFormat />
          {open ? <ImportForm bot={bot} onDone={() => onOpenChange(false)} /> : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** What the server found wrong with the file, line by line, in French; null for another failure. */
function fileProblems(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const lines = error.fieldErrors.csv ?? [];
  if (lines.length > 0) return lines.map(frenchServerMessage);
  return [frenchRefusal(error) ?? error.message];
}

function ImportForm({ bot, onDone }: { bot: Bot; onDone: () => void }) {
  const importAnswers = useImportCuratedAnswers();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setProblems(null);
    try {
      const csv = await file.text();
      const { created, updated } = await importAnswers.mutateAsync({ botId: bot.id, csv });
      toast({
        title: "Réponses validées importées",
        description: `${plural(created, "ajoutée", "ajoutées")}, ${plural(updated, "mise à jour", "mises à jour")}.`,
      });
      onDone();
    } catch (error) {
      setProblems(fileProblems(error));
    }
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={send}>
      <FormField
        label="Fichier CSV"
        required
        error={missingFile ? "Choisissez le fichier à importer." : undefined}
      >
        <input
          type="file"
          accept=".csv,text/csv"
          className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-border file:border-solid file:bg-muted file:px-3 file:py-1.5 file:text-sm file:text-foreground"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissingFile(false);
            setProblems(null);
          }}
        />
      </FormField>
      {problems ? (
        <div role="alert" className="grid gap-1 text-sm text-[var(--red-11)]">
          <p className="m-0 font-medium">Rien n'a été importé&nbsp;:</p>
          <ul className="m-0 grid gap-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DialogFormActions submitLabel="Importer" pending={importAnswers.isPending} />
    </form>
  );
}
