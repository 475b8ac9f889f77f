import type { KnowledgeBase } from "@org/api-client";
import { useApiClient, useUpdateDocument, useUpdateTextKnowledgeBase } from "@org/api-client/react";
import { Button, Dialog, FormField, Input, Textarea, toast } from "@org/ui";
import { UpdateIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { FormTextField } from "@/components/form-text-field";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { PageChanges } from "@/components/page-changes";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import { formatDateTime } from "@/lib/format-date";
import { useForm } from "@/lib/use-form";
import { ingestionTaskQuery, syncHistoryQuery } from "../api";
import { NAME, nameError, textContentError } from "../data/knowledge-kinds";
import { useSyncNow } from "../use-sync-now";
import { KnowledgeBasesContentField } from "./knowledge-bases-content-field";
import { KnowledgeBasesDocumentReplace } from "./knowledge-bases-document-replace";
import { KnowledgeBasesEmbeddingStatus } from "./knowledge-bases-embedding-status";
import { KnowledgeBasesIngestionProgress } from "./knowledge-bases-ingestion-progress";
import { KnowledgeBasesSyncHistory } from "./knowledge-bases-sync-history";
import { KnowledgeBasesSyncSchedule } from "./knowledge-bases-sync-schedule";

export interface KnowledgeBasesEditDialogProps {
  /** The base to show; the dialog is open while one is given. */
  base: KnowledgeBase | null;
  /** May rename it (and rewrite a text base): else it is shown read-only. */
  canChange: boolean;
  /** May crawl sites: crawl a URL base's site now and set when it is crawled by itself. */
  canCrawl: boolean;
  onClose: () => void;
}

/**
 * One base, opened from its name in the list: renamed there (a text base's content rewritten
 * too, which indexes it again; a document's file replaced by a new version), or read by someone
 * who may not change it. A URL base also shows its crawls: the last one and what it changed, a
 * new one on demand, when its site is crawled again by itself and the latest ones.
 */
export function KnowledgeBasesEditDialog({
  base,
  canChange,
  canCrawl,
  onClose,
}: KnowledgeBasesEditDialogProps) {
  // Where the content comes from, and how it is read again: a site's crawls, a document's file.
  const source =
    base?.type === "url" ? (
      <UrlCrawls key={base.id} base={base} canCrawl={canCrawl} />
    ) : base?.type === "document" && canChange ? (
      <KnowledgeBasesDocumentReplace key={base.id} base={base} />
    ) : null;
  return (
    <Dialog.Root open={base !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content maxWidth={base?.type === "text" ? "44rem" : "36rem"}>
        <Dialog.Title>{canChange ? "Modifier la base" : (base?.name ?? "")}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {!canChange
            ? "Vous pouvez consulter cette base, pas la modifier."
            : base?.type === "text"
              ? "Un nouveau contenu est indexé de nouveau : les assistants s'en servent dès la fin de l'ingestion."
              : base?.type === "url"
                ? "Le contenu de cette base vient de son site, lu de nouveau à la demande ou aux heures choisies : seul son nom se modifie ici."
                : "Renommez le document ici, ou remplacez son fichier par une nouvelle version."}
        </Dialog.Description>
        {base === null ? null : canChange ? (
          <EditForm key={base.id} base={base} source={source} onDone={onClose} />
        ) : (
          <BaseView base={base} source={source} onDone={onClose} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The crawls of a URL base: the last one, a new one at once (followed here), the schedule of
 * those that run by themselves and the history of the latest ones.
 */
function UrlCrawls({ base, canCrawl }: { base: KnowledgeBase; canCrawl: boolean }) {
  const client = useApiClient();
  const { syncNow, pending } = useSyncNow();
  const [taskId, setTaskId] = useState<number | null>(null);
  const task = useQuery({ ...ingestionTaskQuery(client, taskId ?? 0), enabled: taskId !== null });
  // What the last sync that succeeded did to the pages, from the history below; a sync asked for
  // here says it itself, under its progress.
  const history = useQuery(syncHistoryQuery(client, base.id));
  const lastSucceeded = history.data?.find((each) => each.status === "succeeded");
  return (
    <div className="grid gap-4 rounded-md border p-4">
      <section aria-label="Dernière ingestion" className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="grid gap-1">
            <span className="text-sm font-medium">Dernière ingestion</span>
            <span className="text-sm">
              {base.lastIngestedAt ? formatDateTime(base.lastIngestedAt) : "Jamais"}
            </span>
          </div>
          {canCrawl ? (
            <Button
              type="button"
              variant="outline"
              loading={pending}
              onClick={async () => setTaskId((await syncNow(base)) ?? taskId)}
            >
              <UpdateIcon aria-hidden />
              Synchroniser maintenant
            </Button>
          ) : null}
        </div>
        {lastSucceeded && taskId === null ? <PageChanges task={lastSucceeded} /> : null}
        <PagesBeyondLimit count={base.pagesBeyondLimit} />
        {taskId !== null ? (
          <KnowledgeBasesIngestionProgress
            name={base.name}
            task={task.data}
            chunkCount={undefined}
          />
        ) : null}
      </section>
      {base.sync ? (
        <KnowledgeBasesSyncSchedule base={{ ...base, sync: base.sync }} canEdit={canCrawl} />
      ) : null}
      <KnowledgeBasesSyncHistory knowledgeBaseId={base.id} />
    </div>
  );
}

/** A base as read by someone who may not change it: its kind, source or content, and index. */
function BaseView({
  base,
  source,
  onDone,
}: {
  base: KnowledgeBase;
  source: ReactNode;
  onDone: () => void;
}) {
  return (
    <div className="grid gap-4">
      <dl className="m-0 grid gap-3 sm:grid-cols-[9rem_1fr]">
        <dt className="text-sm text-muted-foreground">Type</dt>
        <dd className="m-0">
          <KnowledgeKindBadge kind={base.type} />
        </dd>
        {base.type === "url" ? (
          <>
            <dt className="text-sm text-muted-foreground">Adresse</dt>
            <dd className="m-0 break-all">
              <a href={base.value} target="_blank" rel="noreferrer">
                {base.value}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-sm text-muted-foreground">Vectorisation</dt>
        <dd className="m-0">
          <KnowledgeBasesEmbeddingStatus embedding={base.embedding} detailed />
        </dd>
      </dl>
      {base.type === "text" ? (
        <FormField label="Contenu">
          <Textarea rows={12} readOnly defaultValue={base.value} />
        </FormField>
      ) : null}
      {source}
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Fermer
        </Button>
      </div>
    </div>
  );
}

function EditForm({
  base,
  source,
  onDone,
}: {
  base: KnowledgeBase;
  source: ReactNode;
  onDone: () => void;
}) {
  const updateText = useUpdateTextKnowledgeBase();
  const updateDocument = useUpdateDocument();
  // The content, which may be long, is read from the field when the form is sent.
  const content = useRef<HTMLTextAreaElement>(null);
  const isText = base.type === "text";
  const form = useForm({
    initialValues: { name: base.name, value: base.value },
    read: (values) => ({ ...values, value: content.current?.value ?? base.value }),
    check: ({ name, value }) => ({
      name: nameError(name),
      value: isText ? textContentError(value) : undefined,
    }),
    send: async ({ name, value }) => {
      const changes = {
        name: name.trim(),
        ...(isText && value !== base.value ? { value } : {}),
      };
      await (base.type === "document"
        ? updateDocument.mutateAsync({ id: base.id, changes })
        : updateText.mutateAsync({ id: base.id, changes }));
      toast({ title: "Base enregistrée", description: `${changes.name} est à jour.` });
      onDone();
    },
  });

  return (
    <div className="grid gap-4">
      {source}
      <form className="grid gap-4" noValidate onSubmit={form.submit}>
        <section aria-label="Vectorisation" className="grid gap-1">
          <span className="text-sm font-medium">Vectorisation</span>
          <KnowledgeBasesEmbeddingStatus embedding={base.embedding} detailed />
        </section>
        <FormTextField form={form} name="name" label="Nom" required={NAME.required}>
          {(control) => <Input {...control} maxLength={NAME.maxLength} />}
        </FormTextField>
        {isText ? (
          <KnowledgeBasesContentField
            ref={content}
            form={form}
            rows={12}
            defaultValue={base.value}
          />
        ) : null}
        <DialogFormActions
          submitLabel="Enregistrer"
          pending={updateText.isPending || updateDocument.isPending}
        />
      </form>
    </div>
  );
}
