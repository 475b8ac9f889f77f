import type { KnowledgeBase } from "@org/api-client";
import { useUpdateDocument, useUpdateTextKnowledgeBase } from "@org/api-client/react";
import { Dialog, FormField, Input, toast } from "@org/ui";
import { type FormEvent, useRef, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { LimitedTextarea } from "@/components/limited-textarea";
import { frenchFieldErrors } from "@/lib/server-messages";
import {
  MAX_NAME_LENGTH,
  MAX_TEXT_CONTENT_LENGTH,
  TEXT_CONTENT_HELP,
  textContentError,
} from "../data/knowledge-kinds";
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

interface EditErrors {
  name?: string;
  value?: string;
}

function EditForm({ base, onDone }: { base: KnowledgeBase; onDone: () => void }) {
  const updateText = useUpdateTextKnowledgeBase();
  const updateDocument = useUpdateDocument();
  const [name, setName] = useState(base.name);
  // The content, which may be long, is read from the field when the form is sent.
  const content = useRef<HTMLTextAreaElement>(null);
  const [errors, setErrors] = useState<EditErrors>({});
  const isText = base.type === "text";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = content.current?.value ?? base.value;
    const found: EditErrors = {
      name: name.trim() === "" ? "Veuillez saisir un nom" : undefined,
      value: isText ? textContentError(value) : undefined,
    };
    setErrors(found);
    if (found.name || found.value) return;
    const changes = {
      name: name.trim(),
      ...(isText && value !== base.value ? { value } : {}),
    };
    try {
      await (base.type === "document"
        ? updateDocument.mutateAsync({ id: base.id, changes })
        : updateText.mutateAsync({ id: base.id, changes }));
    } catch (error) {
      const refused = frenchFieldErrors(error);
      setErrors({ name: refused.name, value: refused.value });
      return;
    }
    toast({ title: "Base enregistrée", description: `${changes.name} est à jour.` });
    onDone();
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <section aria-label="Vectorisation" className="grid gap-1">
        <span className="text-sm font-medium">Vectorisation</span>
        <KnowledgeBasesEmbeddingStatus embedding={base.embedding} detailed />
      </section>
      <FormField label="Nom" required error={errors.name}>
        <Input
          name="name"
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      {isText ? (
        <FormField label="Contenu" required error={errors.value} description={TEXT_CONTENT_HELP}>
          <LimitedTextarea
            ref={content}
            name="value"
            rows={12}
            maxLength={MAX_TEXT_CONTENT_LENGTH}
            defaultValue={base.value}
            onInput={() =>
              setErrors((current) => (current.value ? { ...current, value: undefined } : current))
            }
          />
        </FormField>
      ) : null}
      <DialogFormActions
        submitLabel="Enregistrer"
        pending={updateText.isPending || updateDocument.isPending}
      />
    </form>
  );
}
