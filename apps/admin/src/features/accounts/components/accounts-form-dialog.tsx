import { type AccountUpdate, ApiError } from "@org/api-client";
import { useCreateAccount, useUpdateAccount } from "@org/api-client/react";
import { Dialog, FormField, Input, PasswordInput, toast } from "@org/ui";
import { type FormEvent, useState } from "react";
import { DialogFormActions } from "@/components/form-actions";
import { frenchFieldErrors } from "@/lib/server-messages";
import type { AccountRow } from "../api";

/** Longest account name the API accepts. */
const MAX_ACCOUNT_NAME_LENGTH = 200;

/** Longest embedding model name the API accepts. */
const MAX_MODEL_NAME_LENGTH = 200;

interface AccountFormErrors {
  name?: string;
  openai_base_url?: string;
  embedding_model?: string;
}

export interface AccountsFormDialogProps {
  /** The account to edit; a new one is created when absent. */
  account?: AccountRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Creates an account or renames it and sets its provider: keys, the address of an
 * OpenAI-compatible provider and the embedding model. Keys are write-only: a field left empty
 * keeps the stored key, and stored keys are only ever shown masked. A new embedding model
 * vectorises every knowledge base of the account again, as tasks.
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
  const [baseUrl, setBaseUrl] = useState(account?.openai_base_url ?? "");
  const [embeddingModel, setEmbeddingModel] = useState(account?.embedding_model ?? "");
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const pending = createAccount.isPending || updateAccount.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") {
      setErrors({ name: "Veuillez saisir le nom du compte" });
      return;
    }
    const model = embeddingModel.trim();
    const address = baseUrl.trim();
    const changes: AccountUpdate = {
      name: trimmed,
      ...(openaiKey.trim() ? { openai_api_key: openaiKey.trim() } : {}),
      ...(pineconeKey.trim() ? { pinecone_api_key: pineconeKey.trim() } : {}),
      // Sent only when changed: a new model vectorises every base of the account again.
      ...(address !== (account?.openai_base_url ?? "") ? { openai_base_url: address } : {}),
      ...(model !== (account?.embedding_model ?? "") ? { embedding_model: model } : {}),
    };
    let saved: { name: string };
    try {
      saved = await (account
        ? updateAccount.mutateAsync({ id: account.id, changes })
        : createAccount.mutateAsync({ ...changes, name: trimmed }));
    } catch (error) {
      if (error instanceof ApiError) {
        const refused = frenchFieldErrors(error);
        setErrors({
          name: refused.name,
          openai_base_url: refused.openai_base_url,
          embedding_model: refused.embedding_model,
        });
      }
      return;
    }
    const reembedding = account !== undefined && "embedding_model" in changes && model !== "";
    toast(
      account
        ? {
            title: "Compte enregistré",
            description: reembedding
              ? `Le compte ${saved.name} est à jour ; ses bases de connaissances sont vectorisées avec ${model} : suivez l'avancement dans Tâches.`
              : `Le compte ${saved.name} est à jour.`,
          }
        : { title: "Compte créé", description: `Le compte ${saved.name} est prêt.` },
    );
    onDone();
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label="Nom du compte" required error={errors.name}>
        <Input
          name="name"
          autoFocus
          maxLength={MAX_ACCOUNT_NAME_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
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
        label="Adresse du fournisseur"
        description="Un service compatible OpenAI, version comprise (https://api.openai.com/v1). Vide : celui du serveur."
        error={errors.openai_base_url}
      >
        <Input
          name="openai_base_url"
          type="url"
          autoComplete="off"
          placeholder="https://api.openai.com/v1"
          value={baseUrl}
          onChange={(event) => {
            setBaseUrl(event.target.value);
            setErrors((current) => ({ ...current, openai_base_url: undefined }));
          }}
        />
      </FormField>
      <FormField
        label="Modèle d'embeddings"
        description="Active la recherche par le sens, avec le même fournisseur. Vide : celui du serveur, s'il en a un. Un nouveau modèle vectorise de nouveau toutes les bases du compte."
        error={errors.embedding_model}
      >
        <Input
          name="embedding_model"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_MODEL_NAME_LENGTH}
          placeholder="text-embedding-3-small"
          value={embeddingModel}
          onChange={(event) => {
            setEmbeddingModel(event.target.value);
            setErrors((current) => ({ ...current, embedding_model: undefined }));
          }}
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
