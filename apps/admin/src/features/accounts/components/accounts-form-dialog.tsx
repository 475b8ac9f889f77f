import { type AccountUpdate, accountCreateSchema } from "@org/api-client";
import { useCreateAccount, useUpdateAccount } from "@org/api-client/react";
import { Dialog, FormField, Input, PasswordInput, Select, toast } from "@org/ui";
import { DialogFormActions } from "@/components/form-actions";
import { FormTextField } from "@/components/form-text-field";
import { fieldLimits } from "@/lib/contract-limits";
import { type Form, useForm } from "@/lib/use-form";
import type { AccountRow } from "../api";

/** What the API asks of an account's name and embedding model. */
const NAME = fieldLimits(accountCreateSchema, "name", "maxLength");
const EMBEDDING_MODEL = fieldLimits(accountCreateSchema, "embedding_model", "maxLength");

/** The time zone of a new account, as the API gives one. */
const DEFAULT_TIME_ZONE = "Europe/Paris";

/** Every time zone the browser knows (IANA names), with the one given if it is not among them. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf("timeZone");
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

/** Keys are write-only: they start empty, and an empty one keeps the stored key. */
interface AccountFormValues {
  name: string;
  openai_api_key: string;
  pinecone_api_key: string;
  openai_base_url: string;
  embedding_model: string;
  time_zone: string;
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
 * vectorises every knowledge base of the account again, as tasks. Its time zone is that of the
 * hours of its sites' scheduled crawls: a new one keeps them at the same hour there.
 */
export function AccountsFormDialog({ account, open, onOpenChange }: AccountsFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="32rem">
        <Dialog.Title>{account ? "Modifier le compte" : "Ajouter un compte"}</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {account
            ? "Les clés des fournisseurs ne sont jamais réaffichées : laissez un champ vide pour garder la clé enregistrée."
            : "Les clés des fournisseurs ne seront plus jamais réaffichées une fois enregistrées."}
        </Dialog.Description>
        {open ? <AccountsForm account={account} onDone={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function AccountsForm({ account, onDone }: { account?: AccountRow; onDone: () => void }) {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const form = useForm<AccountFormValues>({
    initialValues: {
      name: account?.name ?? "",
      openai_api_key: "",
      pinecone_api_key: "",
      openai_base_url: account?.openai_base_url ?? "",
      embedding_model: account?.embedding_model ?? "",
      time_zone: account?.time_zone ?? DEFAULT_TIME_ZONE,
    },
    check: ({ name }) => (name.trim() === "" ? { name: "Veuillez saisir le nom du compte" } : {}),
    // The keys are write-only: only these fields show what the server says of them.
    serverFields: ["name", "openai_base_url", "embedding_model", "time_zone"],
    send: save,
  });

  async function save(values: AccountFormValues) {
    const name = values.name.trim();
    const openaiKey = values.openai_api_key.trim();
    const pineconeKey = values.pinecone_api_key.trim();
    const model = values.embedding_model.trim();
    const address = values.openai_base_url.trim();
    const changes: AccountUpdate = {
      name,
      ...(openaiKey ? { openai_api_key: openaiKey } : {}),
      ...(pineconeKey ? { pinecone_api_key: pineconeKey } : {}),
      // Sent only when changed: a new model vectorises every base of the account again.
      ...(address !== (account?.openai_base_url ?? "") ? { openai_base_url: address } : {}),
      ...(model !== (account?.embedding_model ?? "") ? { embedding_model: model } : {}),
      // A new account always says its zone; an account edited, only when it changes.
      ...(!account || values.time_zone !== account.time_zone
        ? { time_zone: values.time_zone }
        : {}),
    };
    const saved = await (account
      ? updateAccount.mutateAsync({ id: account.id, changes })
      : createAccount.mutateAsync({ ...changes, name }));
    const reembedding = account !== undefined && "embedding_model" in changes && model !== "";
    toast(
      account
        ? {
            title: "Compte enregistré",
            description: reembedding
              ? `Le compte ${saved.name} est à jour ; ses bases de connaissances sont vectorisées avec ${model} : suivez l'avancement dans Tâches.`
              : `Le compte ${saved.name} est à jour.`,
          }
        : { title: "Compte créé", description: `Le compte ${saved.name} est prêt.` },
    );
    onDone();
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField form={form} name="name" label="Nom du compte" required={NAME.required}>
        {(control) => <Input {...control} autoFocus maxLength={NAME.maxLength} />}
      </FormTextField>
      <KeyField
        form={form}
        name="openai_api_key"
        label="Clé API OpenAI"
        masked={account?.masked_openai_api_key}
        example="sk-…"
      />
      <FormTextField
        form={form}
        name="openai_base_url"
        label="Adresse du fournisseur"
        description="Un service compatible OpenAI, version comprise (https://api.openai.com/v1). Vide : celui du serveur."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            autoComplete="off"
            placeholder="https://api.openai.com/v1"
          />
        )}
      </FormTextField>
      <FormTextField
        form={form}
        name="embedding_model"
        label="Modèle d'embeddings"
        description="Active la recherche par le sens, avec le même fournisseur. Vide : celui du serveur, s'il en a un. Un nouveau modèle vectorise de nouveau toutes les bases du compte."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            maxLength={EMBEDDING_MODEL.maxLength}
            placeholder="text-embedding-3-small"
          />
        )}
      </FormTextField>
      <FormField
        label="Fuseau horaire"
        description="Les synchronisations automatiques de ses sites ont lieu à l'heure choisie, dans ce fuseau. Changer de fuseau garde la même heure (3 h reste 3 h), comptée dans le nouveau fuseau."
        error={form.errors.time_zone}
      >
        <Select
          name="time_zone"
          options={timeZoneOptions(form.values.time_zone)}
          value={form.values.time_zone}
          onValueChange={(zone) => form.set("time_zone", zone)}
        />
      </FormField>
      <KeyField
        form={form}
        name="pinecone_api_key"
        label="Clé API Pinecone"
        masked={account?.masked_pinecone_api_key}
        example=""
      />
      <DialogFormActions
        submitLabel={account ? "Enregistrer" : "Créer le compte"}
        pending={createAccount.isPending || updateAccount.isPending}
      />
    </form>
  );
}

/** A provider key: write-only, so only its masked form is said, and typing one replaces it. */
function KeyField({
  form,
  name,
  label,
  masked,
  example,
}: {
  form: Form<AccountFormValues>;
  name: "openai_api_key" | "pinecone_api_key";
  label: string;
  /** The stored key as the server shows it, if there is one. */
  masked: string | null | undefined;
  /** The placeholder while no key is stored. */
  example: string;
}) {
  return (
    <FormTextField
      form={form}
      name={name}
      label={label}
      description={masked ? `Clé actuelle : ${masked}` : "Aucune clé enregistrée."}
    >
      {(control) => (
        <PasswordInput
          {...control}
          showLabel="Afficher la clé"
          hideLabel="Masquer la clé"
          autoComplete="off"
          placeholder={masked ? "Remplacer la clé" : example}
        />
      )}
    </FormTextField>
  );
}
