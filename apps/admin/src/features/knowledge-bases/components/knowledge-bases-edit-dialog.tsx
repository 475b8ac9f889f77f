import type { KnowledgeBase } from "@org/api-client";
import { useUpdateDocument, useUpdateTextKnowledgeBase } from "@org/api-client/react";
import { Dialog, Input, toast } from "@org/ui";
import { useRef } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { FormTextField } from "@/components/form-text-field";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import { formatDateTime } from "@/lib/format-date";
import { useForm } from "@/lib/use-form";
import { NAME, nameError, textContentError } from "../data/knowledge-kinds";
import { KnowledgeBasesContentField } from "./knowledge-bases-content-field";
import { KnowledgeBasesEmbeddingStatus } from "./knowledge-bases-embedding-status";

export interface KnowledgeBasesEditDialogProps {
  /** The base to edit; the dialog is open while one is given. */
  base: KnowledgeBase | null;
  onClose: () => void;
}

/** Renames a base; a text base's content can be rewritten too, which indexes it again. */
export function KnowledgeBasesEditDialog({ base, onClose }: KnowledgeBasesEditDialogProps) {
  return (
    <Dialog.Root open={base !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content maxWidth={base?.type === "text" ? "44rem" : "30rem"}>
        <Dialog.Title>Modifier la base</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {base?.type === "text"
            ? "Un nouveau contenu est indexé de nouveau : les assistants s'en servent dès la fin de l'ingestion."
            : "Le contenu de cette base vient de sa source : seul son nom se modifie ici."}
        </Dialog.Description>
        {base ? <EditForm key={base.id} base={base} onDone={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
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
