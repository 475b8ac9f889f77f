import type { KnowledgeBase } from "@org/api-client";
import { useUpdateDocument, useUpdateTextKnowledgeBase } from "@org/api-client/react";
import { Button, Dialog, FormField, Input, Textarea, toast } from "@org/ui";
import { useRef } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { FormTextField } from "@/components/form-text-field";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import { formatDateTime } from "@/lib/format-date";
import { useForm } from "@/lib/use-form";
import { NAME, nameError, textContentError } from "../data/knowledge-kinds";
import { KnowledgeBasesContentField } from "./knowledge-bases-content-field";
import { KnowledgeBasesEmbeddingStatus } from "./knowledge-bases-embedding-status";

export interface KnowledgeBasesEditDialogProps {
  /** The base to show; the dialog is open while one is given. */
  base: KnowledgeBase | null;
  /** May rename it (and rewrite a text base): else it is shown read-only. */
  canChange: boolean;
  onClose: () => void;
}

/**
 * One base, opened from its name in the list: renamed there (a text base's content rewritten
 * too, which indexes it again), or read by someone who may not change it.
 */
export function KnowledgeBasesEditDialog({
  base,
  canChange,
  onClose,
}: KnowledgeBasesEditDialogProps) {
  return (
    <Dialog.Root open={base !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content maxWidth={base?.type === "text" ? "44rem" : "30rem"}>
        <Dialog.Title>{canChange ? "Modifier la base" : (base?.name ?? "")}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {!canChange
            ? "Vous pouvez consulter cette base, pas la modifier."
            : base?.type === "text"
              ? "Un nouveau contenu est indexé de nouveau : les assistants s'en servent dès la fin de l'ingestion."
              : "Le contenu de cette base vient de sa source : seul son nom se modifie ici."}
        </Dialog.Description>
        {base === null ? null : canChange ? (
          <EditForm key={base.id} base={base} onDone={onClose} />
        ) : (
          <BaseView base={base} onDone={onClose} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A base as read by someone who may not change it: its kind, source or content, and index. */
function BaseView({ base, onDone }: { base: KnowledgeBase; onDone: () => void }) {
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
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Fermer
        </Button>
      </div>
    </div>
  );
}

function EditForm({ base, onDone }: { base: KnowledgeBase; onDone: () => void }) {
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
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      {base.type === "url" ? (
        <section aria-label="Dernière ingestion" className="grid gap-1">
          <span className="text-sm font-medium">Dernière ingestion</span>
          <span className="text-sm">
            {base.lastIngestedAt ? formatDateTime(base.lastIngestedAt) : "Jamais"}
          </span>
          <PagesBeyondLimit count={base.pagesBeyondLimit} />
        </section>
      ) : null}
      <section aria-label="Vectorisation" className="grid gap-1">
        <span className="text-sm font-medium">Vectorisation</span>
        <KnowledgeBasesEmbeddingStatus embedding={base.embedding} detailed />
      </section>
      <FormTextField form={form} name="name" label="Nom" required={NAME.required}>
        {(control) => <Input {...control} maxLength={NAME.maxLength} />}
      </FormTextField>
      {isText ? (
        <KnowledgeBasesContentField ref={content} form={form} rows={12} defaultValue={base.value} />
      ) : null}
      <DialogFormActions
        submitLabel="Enregistrer"
        pending={updateText.isPending || updateDocument.isPending}
      />
    </form>
  );
}
