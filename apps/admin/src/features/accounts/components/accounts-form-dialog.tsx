import type { AccountUpdate } from "@org/api-client";
import { useCreateAccount, useUpdateAccount } from "@org/api-client/react";
import { Dialog, FormField, Input, PasswordInput, toast } from "@org/ui";
import { type FormEvent, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";
import type { AccountRow } from "../api";

/** Longest account name the API accepts. */
const MAX_ACCOUNT_NAME_LENGTH = 200;

export interface AccountsFormDialogProps {
  /** The account to edit; a new one is created when absent. */
  account?: AccountRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates an account or renames it and sets its provider keys. Keys are write-only: a field left
 * empty keeps the stored key, and stored keys are only ever shown masked.
 */
export function AccountsFormDialog({ account, open, onOpenChange }: AccountsFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="32rem">
        <Dialog.Title>{account ? "Modifier le compte" : "Ajouter un compte"}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Les clés des fournisseurs ne sont jamais réaffichées : laissez un champ vide pour garder
          la clé enregistrée.
        </Dialog.Description>
        {open ? <AccountsForm account={account} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AccountsForm({ account, onDone }: { account?: AccountRow; onDone: () => void }) {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const [name, setName] = useState(account?.name ?? "");
  const [openaiKey, setOpenaiKey] = useState("");
  const [pineconeKey, setPineconeKey] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const pending = createAccount.isPending || updateAccount.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") {
      setError("Veuillez saisir le nom du compte");
      return;
    }
    const changes: AccountUpdate = {
      name: trimmed,
      ...(openaiKey.trim() ? { openai_api_key: openaiKey.trim() } : {}),
      ...(pineconeKey.trim() ? { pinecone_api_key: pineconeKey.trim() } : {}),
    };
    const saved = await (account
      ? updateAccount.mutateAsync({ id: account.id, changes })
      : createAccount.mutateAsync({ ...changes, name: trimmed })
    ).catch(() => null);
    if (!saved) return;
    toast(
      account
        ? { title: "Compte enregistré", description: `Le compte ${saved.name} est à jour.` }
        : { title: "Compte créé", description: `Le compte ${saved.name} est prêt.` },
    );
    onDone();
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label="Nom du compte" required error={error}>
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
      <FormField
        label="Clé API OpenAI"
        description={
          account?.masked_openai_api_key
            ? `Clé actuelle : ${account.masked_openai_api_key}`
            : "Aucune clé enregistrée."
        }
      >
        <PasswordInput
          name="openai_api_key"
          autoComplete="off"
          placeholder={account?.masked_openai_api_key ? "Remplacer la clé" : "sk-…"}
          value={openaiKey}
          onChange={(event) => setOpenaiKey(event.target.value)}
        />
      </FormField>
      <FormField
        label="Clé API Pinecone"
        description={
          account?.masked_pinecone_api_key
            ? `Clé actuelle : ${account.masked_pinecone_api_key}`
            : "Aucune clé enregistrée."
        }
      >
        <PasswordInput
          name="pinecone_api_key"
          autoComplete="off"
          placeholder={account?.masked_pinecone_api_key ? "Remplacer la clé" : ""}
          value={pineconeKey}
          onChange={(event) => setPineconeKey(event.target.value)}
        />
      </FormField>
      <DialogFormActions
        submitLabel={account ? "Enregistrer" : "Créer le compte"}
        pending={pending}
      />
    </form>
  );
}
