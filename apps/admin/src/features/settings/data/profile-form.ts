import type { CurrentUser, Language, ProfileUpdate } from "@org/api-client";

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  language: Language;
}

export const LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = [
  { value: "fr", label: "Français" },
  { value: "en", label: "English" },
];

export function profileValuesOf(user: CurrentUser): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    language: user.language,
  };
}

export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    language: values.language,
  };
}
