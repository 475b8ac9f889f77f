import type { Account } from "@org/api-client";
import { useCreateAccount } from "@org/api-client/react";
import { Dialog, FormField, Input, toast } from "@org/ui";
import { type FormEvent, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";

/** Longest account name the API accepts. */
const MAX_ACCOUNT_NAME_LENGTH = 200;

export interface AddAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (account: Account) => void;
}

/** Creates an account from its name; a refusal of the server is shown by the general handler. */
export function AddAccountDialog({ open, onOpenChange, onCreated }: AddAccountDialogProps) {
  const createAccount = useCreateAccount();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  function close(next: boolean) {
    if (!next) {
      setName("");
      setError(undefined);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") {
      setError("Veuillez saisir le nom du compte");
      return;
    }
    const account = await createAccount.mutateAsync({ name: trimmed }).catch(() => null);
    if (!account) return;
    toast({ title: "Compte créé", description: `Le compte ${account.name} est prêt.` });
    onCreated(account);
    close(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Ajouter un compte</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Un compte regroupe des utilisateurs, des assistants et leurs bases de connaissances.
        </Dialog.Description>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <FormField label="Nom du compte" error={error}>
            <Input
              name="name"
              autoFocus
              maxLength={MAX_ACCOUNT_NAME_LENGTH}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFormActions submitLabel="Créer le compte" pending={createAccount.isPending} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
