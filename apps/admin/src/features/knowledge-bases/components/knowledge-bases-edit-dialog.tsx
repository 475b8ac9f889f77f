import { ApiError, type KnowledgeBase } from "@org/api-client";
import { useUpdateDocument, useUpdateTextKnowledgeBase } from "@org/api-client/react";
import { Dialog, FormField, Input, Textarea, toast } from "@org/ui";
import { type FormEvent, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { MAX_NAME_LENGTH } from "../data/knowledge-kinds";
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
  const [value, setValue] = useState(base.value);
  const [errors, setErrors] = useState<EditErrors>({});
  const isText = base.type === "text";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: EditErrors = {
      name: name.trim() === "" ? "Veuillez saisir un nom" : undefined,
      value: isText && value.trim() === "" ? "Veuillez saisir le contenu" : undefined,
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
      if (error instanceof ApiError) {
        setErrors({ name: error.fieldErrors.name?.[0], value: error.fieldErrors.value?.[0] });
      }
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
        <FormField label="Contenu" required error={errors.value}>
          <Textarea
            name="value"
            rows={12}
            value={value}
            onChange={(event) => setValue(event.target.value)}
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
