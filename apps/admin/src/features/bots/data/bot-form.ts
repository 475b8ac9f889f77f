import {
  type Bot,
  type BotCreate,
  type BotUpdate,
  botCreateSchema,
  isWebAddress,
} from "@org/api-client";
import { fieldLimits } from "@/lib/contract-limits";
import type { FormErrors } from "@/lib/form-errors";

/** What the assistant form edits. */
export interface BotFormValues {
  name: string;
  is_active: boolean;
  model: string;
  channel_type: string;
  welcome_message: string;
  avatar_url: string;
  /** The full privacy policy the widget links to; empty: the server's policy for visitors. */
  privacy_policy_url: string;
  system_prompt: string;
  text_knowledges: number[];
  document_knowledges: number[];
}

export type BotFormErrors = FormErrors<BotFormValues>;

/** What the signed-in user may do with the fields guarded by their own permission. */
export interface BotFormAccess {
  /** May read and send the system prompt. */
  editSystemPrompt: boolean;
  /** May list document knowledge bases, hence link them. */
  linkDocuments: boolean;
}

/** What the API asks of an assistant's name. */
export const NAME = fieldLimits(botCreateSchema, "name", "maxLength");

/** What the API asks of the address of an assistant's privacy policy. */
export const PRIVACY_POLICY_URL = fieldLimits(botCreateSchema, "privacy_policy_url", "maxLength");

export const EMPTY_BOT_FORM: BotFormValues = {
  name: "",
  is_active: true,
  model: "",
  channel_type: "",
  welcome_message: "",
  avatar_url: "",
  privacy_policy_url: "",
  system_prompt: "",
  text_knowledges: [],
  document_knowledges: [],
};

export function formValuesOf(bot: Bot): BotFormValues {
  return {
    name: bot.name,
    is_active: bot.is_active,
    model: bot.model,
    channel_type: bot.channel_type,
    welcome_message: bot.welcome_message,
    avatar_url: bot.avatar_url ?? "",
    privacy_policy_url: bot.privacy_policy_url ?? "",
    system_prompt: bot.system_prompt ?? "",
    text_knowledges: [...bot.text_knowledges],
    document_knowledges: [...bot.document_knowledges],
  };
}

/** The messages shown before anything is sent. */
export function checkBotForm(values: BotFormValues): BotFormErrors {
  const errors: BotFormErrors = {};
  if (values.name.trim() === "") errors.name = "Veuillez saisir le nom de l'assistant";
  const avatar = values.avatar_url.trim();
  if (avatar !== "" && !isWebAddress(avatar)) {
    errors.avatar_url = "Saisissez une adresse commençant par http:// ou https://";
  }
  const policy = values.privacy_policy_url.trim();
  if (policy !== "" && !isWebAddress(policy)) {
    errors.privacy_policy_url = "Saisissez une adresse commençant par http:// ou https://";
  }
  return errors;
}

/** The fields both creation and update send, leaving out those the user may not touch. */
function sharedFields(values: BotFormValues, access: BotFormAccess) {
  return {
    name: values.name.trim(),
    is_active: values.is_active,
    // Left unchosen, the server's default applies.
    ...(values.model ? { model: values.model } : {}),
    ...(values.channel_type ? { channel_type: values.channel_type } : {}),
    welcome_message: values.welcome_message.trim(),
    text_knowledges: values.text_knowledges,
    ...(access.editSystemPrompt ? { system_prompt: values.system_prompt.trim() } : {}),
    ...(access.linkDocuments ? { document_knowledges: values.document_knowledges } : {}),
  };
}

export function toCreatePayload(
  values: BotFormValues,
  account: number,
  access: BotFormAccess,
): BotCreate {
  const avatar = values.avatar_url.trim();
  const policy = values.privacy_policy_url.trim();
  return {
    ...sharedFields(values, access),
    account,
    ...(avatar ? { avatar_url: avatar } : {}),
    ...(policy ? { privacy_policy_url: policy } : {}),
  };
}

/**
 * The changes to send. Empty texts are dropped by the client (they keep the stored value); the
 * avatar and the privacy policy are the exceptions: emptying a stored one removes it, which null
 * says.
 */
export function toUpdatePayload(values: BotFormValues, bot: Bot, access: BotFormAccess): BotUpdate {
  const avatar = values.avatar_url.trim();
  const removesAvatar = avatar === "" && bot.avatar_url !== null;
  const policy = values.privacy_policy_url.trim();
  const removesPolicy = policy === "" && bot.privacy_policy_url !== null;
  return {
    ...sharedFields(values, access),
    avatar_url: removesAvatar ? null : avatar,
    privacy_policy_url: removesPolicy ? null : policy,
  };
}
