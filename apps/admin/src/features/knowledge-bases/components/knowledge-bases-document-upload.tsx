import type { DocumentKnowledgeBase } from "@org/api-client";
import { documentKnowledgeUpdateSchema } from "@org/api-client";
import { useUploadDocument } from "@org/api-client/react";
import { Button, toast } from "@org/ui";
import { FileIcon, UploadIcon } from "@radix-ui/react-icons";
import { type DragEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { cx } from "@/lib/class-names";
import { fieldLimits } from "@/lib/contract-limits";
import { formatFileSize } from "@/lib/file-size";
import { ACCEPTED_FILES, documentFailureMessage } from "../data/document-files";
import { DocumentIngestion, SendingProgress } from "./knowledge-bases-document-sending";

type UploadState =
  | { step: "sending"; loaded: number; total: number }
  | { step: "sent"; document: DocumentKnowledgeBase }
  | { step: "failed"; message: string };

interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
}

const NAME = fieldLimits(documentKnowledgeUpdateSchema, "name", "maxLength");

/** A document is named after its file, without the extension. */
function documentName(file: File): string {
  const base = file.name.replace(/\.[^.]+$/, "").trim() || file.name;
  return base.slice(0, NAME.maxLength);
}

/**
 * Sends documents dropped on the zone or picked with the file dialog, several at once, each with
 * its own progress bar, then follows the ingestion of each one; a file the server refuses shows
 * the reason under its name.
 */
export function KnowledgeBasesDocumentUpload() {
  const upload = useUploadDocument();
  const { active: account } = useActiveAccount();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploadCount = useRef(0);

  function update(key: string, state: UploadState) {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state } : item)));
  }

  async function send(item: UploadItem) {
    try {
      const document = await upload.mutateAsync({
        name: documentName(item.file),
        document: item.file,
        ...(account ? { account: account.id } : {}),
        onProgress: ({ loaded, total }) => update(item.key, { step: "sending", loaded, total }),
      });
      update(item.key, { step: "sent", document });
      toast({
        title: "Document importé",
        description: `${document.name} est en cours d'indexation.`,
      });
    } catch (error) {
      update(item.key, { step: "failed", message: documentFailureMessage(error) });
    }
  }

  function addFiles(files: FileList | null) {
    const added = Array.from(files ?? []).map((file): UploadItem => {
      uploadCount.current += 1;
      return {
        key: `upload-${uploadCount.current}`,
        file,
        state: { step: "sending", loaded: 0, total: file.size },
      };
    });
    if (added.length === 0) return;
    setItems((current) => [...added, ...current]);
    for (const item of added) send(item);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  return (
    <div className="grid gap-4">
      <section
        aria-label="Zone de dépôt des documents"
        className={cx(
          "grid justify-items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors",
          dragging ? "border-primary bg-accent" : "border-border",
        )}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <UploadIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="m-0 font-medium">Déposez vos documents ici</p>
        <p className="m-0 text-sm text-muted-foreground">
          PDF, Word (.docx), Markdown, texte ou HTML ; plusieurs à la fois si vous le souhaitez.
        </p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          Choisir des fichiers
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          aria-label="Documents à importer"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = "";
          }}
        />
      </section>
      {items.length > 0 ? (
        <section aria-label="Documents envoyés" className="grid gap-3">
          <ul className="m-0 grid list-none grid-cols-[minmax(0,1fr)] gap-3 p-0">
            {items.map((item) => (
              <UploadRow key={item.key} item={item} />
            ))}
          </ul>
          <Link className="justify-self-end text-sm" to="/knowledge_bases">
            Voir toutes les bases
          </Link>
        </section>
      ) : null}
    </div>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const { file, state } = item;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <FileIcon aria-hidden className="shrink-0" />
          <span className="truncate">{file.name}</span>
        </span>
        <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
      </div>
      {state.step === "sending" ? <SendingProgress name={file.name} state={state} /> : null}
      {state.step === "failed" ? (
        <p className="m-0 text-sm text-[var(--red-11)]" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.step === "sent" ? <DocumentIngestion document={state.document} /> : null}
    </li>
  );
}
