import { type Choice, PERMISSION } from "@org/api-client";
import { useHasPermissions } from "@org/auth";
import { Avatar, FormField, Input, Select, Switch, Textarea } from "@org/ui";
import { FormActions } from "@/components/form-actions";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { useForm } from "@/lib/use-form";
import {
  type BotFormAccess,
  type BotFormValues,
  checkBotForm,
  NAME,
  PRIVACY_POLICY_URL,
} from "../data/bot-form";
import { useBotFormChoices } from "../use-bot-form-choices";
import { BotsModelField } from "./bots-answer-mode";
import { BotsKnowledgePicker } from "./bots-knowledge-picker";

export interface BotsFormProps {
  /** The account the assistant answers in: its provider lists the models offered. */
  account: number;
  initialValues: BotFormValues;
  /** An existing assistant: an emptied text then keeps its stored value, as the form says. */
  editing: boolean;
  submitLabel: string;
  /** Sends the values; rejects with the server's error, whose field messages the form shows. */
  onSubmit: (values: BotFormValues, access: BotFormAccess) => Promise<void>;
  onCancel?: () => void;
}

/** The select's options: the server's choices, plus the stored value if it is no longer one. */
function choiceOptions(choices: readonly Choice[], current: string) {
  const options = choices.map((choice) => ({ value: choice.value, label: choice.display_name }));
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** What the signed-in user may touch among the fields guarded by their own permission. */
function useBotFormAccess(): BotFormAccess & { viewSystemPrompt: boolean } {
  const viewSystemPrompt = useHasPermissions([PERMISSION.viewBotSystemPrompt]);
  const changeSystemPrompt = useHasPermissions([PERMISSION.changeBotSystemPrompt]);
  return {
    viewSystemPrompt,
    editSystemPrompt: viewSystemPrompt && changeSystemPrompt,
    linkDocuments: useHasPermissions([PERMISSION.viewDocumentknowledge]),
  };
}

/** Name, status, model, channel, welcome message, avatar, system prompt and knowledge bases. */
export function BotsForm({
  account,
  initialValues,
  editing,
  submitLabel,
  onSubmit,
  onCancel,
}: BotsFormProps) {
  const choices = useBotFormChoices();
  const { viewSystemPrompt, ...access } = useBotFormAccess();
  const keptWhenEmptied = editing ? "Vidé, le texte enregistré est conservé." : undefined;
  const form = useForm({
    initialValues,
    check: checkBotForm,
    send: (current) => onSubmit(current, access),
  });
  const { values, errors, submitting, set, submit } = form;

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="name" label="Nom" required={NAME.required}>
          {(control) => <Input {...control} autoComplete="off" maxLength={NAME.maxLength} />}
        </FormTextField>
        <div className="flex items-end pb-1.5">
          <Switch
            label="Actif : répond aux visiteurs"
            checked={values.is_active}
            onCheckedChange={(checked) => set("is_active", checked)}
          />
        </div>
        <BotsModelField
          account={account}
          value={values.model}
          error={errors.model}
          onChange={(value) => set("model", value)}
        />
        <FormField label="Canal" error={errors.channel_type}>
          <Select
            name="channel_type"
            placeholder={choices.isPending ? "Chargement…" : "Canal par défaut"}
            options={choiceOptions(choices.data?.channel_type ?? [], values.channel_type)}
            value={values.channel_type}
            onValueChange={(value) => set("channel_type", value)}
          />
        </FormField>
        <FormTextField
          form={form}
          name="welcome_message"
          label="Message d'accueil"
          className="sm:col-span-2"
          description={
            keptWhenEmptied ?? "Le premier message du chat. Vide : « Comment puis-je vous aider? »."
          }
        >
          {(control) => <Textarea {...control} rows={2} />}
        </FormTextField>
        <div className="flex items-end gap-3 sm:col-span-2">
          <Avatar
            name={values.name.trim() || "Assistant"}
            src={errors.avatar_url ? null : values.avatar_url.trim() || null}
            size="lg"
            className="mb-6"
          />
          <FormTextField
            form={form}
            name="avatar_url"
            label="Image de l'avatar (adresse)"
            className="flex-1"
            description="Une image carrée, accessible publiquement. Vide : les initiales du nom."
          >
            {(control) => <Input {...control} type="url" placeholder="https://…" />}
          </FormTextField>
        </div>
        <FormTextField
          form={form}
          name="privacy_policy_url"
          label="Politique de confidentialité (adresse)"
          className="sm:col-span-2"
          description="La page complète que le widget propose de lire avant d'accepter ses conditions. Vide : pas de lien."
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              maxLength={PRIVACY_POLICY_URL.maxLength}
              placeholder="https://www.exemple.fr/confidentialite"
            />
          )}
        </FormTextField>
        {viewSystemPrompt ? (
          <FormTextField
            form={form}
            name="system_prompt"
            label="Prompt système"
            className="sm:col-span-2"
            description={
              access.editSystemPrompt
                ? (keptWhenEmptied ?? "Les consignes que l'assistant suit pour chaque réponse.")
                : "Vous pouvez lire ce prompt, pas le modifier."
            }
          >
            {(control) => <Textarea {...control} rows={5} readOnly={!access.editSystemPrompt} />}
          </FormTextField>
        ) : null}
      </div>
      <BotsKnowledgePicker
        withDocuments={access.linkDocuments}
        value={{
          text_knowledges: values.text_knowledges,
          document_knowledges: values.document_knowledges,
        }}
        onChange={(selection) => {
          set("text_knowledges", selection.text_knowledges);
          set("document_knowledges", selection.document_knowledges);
        }}
        error={errors.text_knowledges ?? errors.document_knowledges}
      />
      <FormActions submitLabel={submitLabel} pending={submitting} onCancel={onCancel} />
    </form>
  );
}
