import {
  type BotLanguage,
  type Choice,
  DEFAULT_APPEARANCE,
  PERMISSION,
  visitorPrivacyUrl,
} from "@org/api-client";
import { useApiClient, useLanguageModels } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { FormField, Input, Select, Switch, Textarea } from "@org/ui";
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
import { BotsAvatar } from "./bots-avatar";
import { BotsKnowledgePicker } from "./bots-knowledge-picker";

export interface BotsFormProps {
  /** The account the assistant answers in: its provider lists the models offered. */
  account: number;
  initialValues: BotFormValues;
  /** An existing assistant: an emptied text then keeps its stored value, as the form says. */
  editing: boolean;
  /** The language of its widget, whose policy for visitors applies without one of its own. */
  language?: BotLanguage;
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

/** Said under a text that was emptied: an empty text is not sent, the stored one stays. */
const KEPT_WHEN_EMPTIED = "Vidé, le texte enregistré est conservé.";

/** Said under the system prompt of an assistant that answers with no language model. */
const PROMPT_WITHOUT_MODEL =
  "Ne s'applique qu'aux réponses rédigées par un modèle de langage : sans fournisseur configuré, l'assistant cite ses bases de connaissances, sans ce prompt.";

/** The texts that keep their stored value when sent empty. */
type KeptText = "welcome_message" | "system_prompt";

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
  language = DEFAULT_APPEARANCE.language,
  submitLabel,
  onSubmit,
  onCancel,
}: BotsFormProps) {
  const choices = useBotFormChoices();
  const client = useApiClient();
  const { viewSystemPrompt, ...access } = useBotFormAccess();
  const answersWithoutModel = useLanguageModels(account).data?.answer_mode === "extractive";
  const form = useForm({
    initialValues,
    check: checkBotForm,
    send: (current) => onSubmit(current, access),
  });
  const { values, errors, submitting, set, submit } = form;
  /** Whether saving now would keep the stored text of `field`, which the user emptied. */
  const keeps = (field: KeptText) =>
    editing && initialValues[field].trim() !== "" && values[field].trim() === "";

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="name" label="Nom" required={NAME.required}>
          {(control) => <Input {...control} autoComplete="off" maxLength={NAME.maxLength} />}
        </FormTextField>
        <div className="flex items-end pb-1.5">
          <Switch
            label="Actif : répond aux visiteurs"
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
            keeps("welcome_message")
              ? KEPT_WHEN_EMPTIED
              : editing && initialValues.welcome_message.trim() !== ""
                ? "Le premier message du chat."
                : "Le premier message du chat. Vide\u00a0: celui du widget, «\u00a0Comment puis-je vous aider?\u00a0» en français."
          }
        >
          {(control) => <Textarea {...control} rows={2} />}
        </FormTextField>
        <div className="flex items-end gap-3 sm:col-span-2">
          <BotsAvatar
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
            description={
              "Une image carrée, accessible publiquement. Vide, ou si elle ne se charge pas\u00a0: un robot, dans le widget comme ici."
            }
          >
            {(control) => <Input {...control} type="url" placeholder="https://…" />}
          </FormTextField>
        </div>
        <FormTextField
          form={form}
          name="privacy_policy_url"
          label="Politique de confidentialité (adresse)"
          className="sm:col-span-2"
          description={
            <>
              La page complète que le widget propose de lire avant d'accepter ses conditions, si le
              site n'en donne pas une dans son code d'intégration. Vide{"\u00a0: "}
              <a
                className="text-accent-11 underline"
                href={visitorPrivacyUrl(client.baseUrl(), language)}
                target="_blank"
                rel="noreferrer"
              >
                la politique pour les visiteurs de ce service
              </a>
              .
            </>
          }
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
              !access.editSystemPrompt
                ? "Vous pouvez lire ce prompt, pas le modifier."
                : keeps("system_prompt")
                  ? KEPT_WHEN_EMPTIED
                  : answersWithoutModel
                    ? PROMPT_WITHOUT_MODEL
                    : "Les consignes que l'assistant suit pour chaque réponse."
            }
          >
            {(control) => <Textarea {...control} rows={5} readOnly={!access.editSystemPrompt} />}
          </FormTextField>
        ) : null}
      </div>
      <BotsKnowledgePicker
        account={account}
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
