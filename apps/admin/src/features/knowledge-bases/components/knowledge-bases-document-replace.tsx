import type { DocumentKnowledgeBase, KnowledgeBase } from "@org/api-client";
import { useReplaceDocumentFile } from "@org/api-client/react";
import { Button, toast } from "@org/ui";
import { FileIcon, UploadIcon } from "@radix-ui/react-icons";
import { useRef, useState } from "react";
import { formatFileSize } from "@/lib/file-size";
import { ofName } from "@/lib/of-name";
import { ACCEPTED_FILES, documentFailureMessage } from "../data/document-files";
import { DocumentIngestion, SendingProgress } from "./knowledge-bases-document-sending";

type ReplaceState =
  | { step: "sending"; file: File; loaded: number; total: number }
  | { step: "sent"; file: File; document: DocumentKnowledgeBase }
  | { step: "failed"; file: File; message: string };

/**
 * A new version of a document's file, picked with the file dialog and sent with its progress,
 * then followed while it is read again; a file the server refuses shows the reason, and the
 * document keeps the file it had.
 */
export function KnowledgeBasesDocumentReplace({ base }: { base: KnowledgeBase }) {
  const replace = useReplaceDocumentFile();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ReplaceState | null>(null);
  const titleId = `document-replace-${base.id}`;

  async function send(file: File) {
    setState({ step: "sending", file, loaded: 0, total: file.size });
    try {
      const document = await replace.mutateAsync({
        id: base.id,
        document: file,
        onProgress: ({ loaded, total }) => setState({ step: "sending", file, loaded, total }),
      });
      setState({ step: "sent", file, document });
      toast({
        title: "Document remplacé",
        description: `La nouvelle version ${ofName(document.name)} est en cours d'indexation.`,
      });
    } catch (error) {
      setState({ step: "failed", file, message: documentFailureMessage(error) });
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={titleId} className="text-sm font-medium">
          Nouvelle version du fichier
        </span>
        <Button
          type="button"
          variant="outline"
          loading={state?.step === "sending"}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden />
          Remplacer le document
        </Button>
      </div>
      <p className="m-0 text-xs text-muted-foreground">
        PDF, Word (.docx), Markdown, texte ou HTML. Le nouveau fichier est indexé de nouveau&nbsp;:
        les passages inchangés sont gardés, et les assistants répondent avec l'ancienne version
        jusqu'à la fin de l'indexation. Un fichier refusé laisse le document tel qu'il était.
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        aria-label="Nouvelle version du document"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) send(file);
        }}
      />
      {state ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="flex min-w-0 items-center gap-2 font-medium">
              <FileIcon aria-hidden className="shrink-0" />
              <span className="truncate">{state.file.name}</span>
            </span>
            <span className="text-xs text-muted-foreground">{formatFileSize(state.file.size)}</span>
          </div>
          {state.step === "sending" ? (
            <SendingProgress name={state.file.name} state={state} />
          ) : state.step === "failed" ? (
            <p className="m-0 text-sm text-[var(--red-11)]" role="alert">
              {state.message}
            </p>
          ) : (
            <DocumentIngestion document={state.document} />
          )}
        </div>
      ) : null}
    </section>
  );
}
