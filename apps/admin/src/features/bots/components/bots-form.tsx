import type { Choice } from "@org/api-client";
import { useHasPermissions } from "@org/auth";
import { Avatar, FormField, Input, Select, Switch, Textarea } from "@org/ui";
import { FormActions } from "@/components/form-actions";
import { FormError } from "@/components/form-error";
import { PERMISSION } from "@/lib/permissions";
import { useFieldForm } from "@/lib/use-field-form";
import {
  BOT_FORM_FIELDS,
  type BotFormAccess,
  type BotFormValues,
  checkBotForm,
  MAX_BOT_NAME_LENGTH,
} from "../data/bot-form";
import { useBotFormChoices } from "../use-bot-form-choices";
import { BotsKnowledgePicker } from "./bots-knowledge-picker";

export interface BotsFormProps {
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
  const viewSystemPrompt = useHasPermissions([PERMISSION.viewSystemPrompt]);
  const changeSystemPrompt = useHasPermissions([PERMISSION.changeSystemPrompt]);
  return {
    viewSystemPrompt,
    editSystemPrompt: viewSystemPrompt && changeSystemPrompt,
    linkDocuments: useHasPermissions([PERMISSION.viewDocumentKnowledge]),
  };
}

/** Name, status, model, channel, welcome message, avatar, system prompt and knowledge bases. */
export function BotsForm({
  initialValues,
  editing,
  submitLabel,
  onSubmit,
  onCancel,
}: BotsFormProps) {
  const choices = useBotFormChoices();
  const { viewSystemPrompt, ...access } = useBotFormAccess();
  const keptWhenEmptied = editing ? "Vidé, le texte enregistré est conservé." : undefined;
  const { values, errors, submitting, set, submit } = useFieldForm({
    initialValues,
    check: checkBotForm,
    fields: BOT_FORM_FIELDS,
    send: (current) => onSubmit(current, access),
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Nom" required error={errors.name}>
          <Input
            name="name"
            autoComplete="off"
            maxLength={MAX_BOT_NAME_LENGTH}
            value={values.name}
            onChange={(event) => set("name", event.target.value)}
          />
        </FormField>
        <div className="flex items-end pb-1.5">
          <Switch
            label="Actif : répond aux visiteurs"
            checked={values.is_active}
            onCheckedChange={(checked) => set("is_active", checked)}
          />
        </div>
        <FormField label="Modèle" error={errors.model}>
          <Select
            name="model"
            placeholder={choices.isPending ? "Chargement…" : "Modèle par défaut"}
            options={choiceOptions(choices.data?.model ?? [], values.model)}
            value={values.model || undefined}
            onValueChange={(value) => set("model", value)}
          />
        </FormField>
        <FormField label="Canal" error={errors.channel_type}>
          <Select
            name="channel_type"
            placeholder={choices.isPending ? "Chargement…" : "Canal par défaut"}
            options={choiceOptions(choices.data?.channel_type ?? [], values.channel_type)}
            value={values.channel_type || undefined}
            onValueChange={(value) => set("channel_type", value)}
          />
        </FormField>
        <FormField
          label="Message d'accueil"
          className="sm:col-span-2"
          error={errors.welcome_message}
          description={
            keptWhenEmptied ?? "Le premier message du chat. Vide : « Comment puis-je vous aider? »."
          }
        >
          <Textarea
            name="welcome_message"
            rows={2}
            value={values.welcome_message}
            onChange={(event) => set("welcome_message", event.target.value)}
          />
        </FormField>
        <div className="flex items-end gap-3 sm:col-span-2">
          <Avatar
            name={values.name.trim() || "Assistant"}
            src={errors.avatar_url ? null : values.avatar_url.trim() || null}
            size="lg"
            className="mb-6"
          />
          <FormField
            label="Image de l'avatar (adresse)"
            className="flex-1"
            error={errors.avatar_url}
            description="Une image carrée, accessible publiquement. Vide : les initiales du nom."
          >
            <Input
              name="avatar_url"
              type="url"
              placeholder="https://…"
              value={values.avatar_url}
              onChange={(event) => set("avatar_url", event.target.value)}
            />
          </FormField>
        </div>
        {viewSystemPrompt ? (
          <FormField
            label="Prompt système"
            className="sm:col-span-2"
            error={errors.system_prompt}
            description={
              access.editSystemPrompt
                ? (keptWhenEmptied ?? "Les consignes que l'assistant suit pour chaque réponse.")
                : "Vous pouvez lire ce prompt, pas le modifier."
            }
          >
            <Textarea
              name="system_prompt"
              rows={5}
              readOnly={!access.editSystemPrompt}
              value={values.system_prompt}
              onChange={(event) => set("system_prompt", event.target.value)}
            />
          </FormField>
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
