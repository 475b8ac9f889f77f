import type { CurrentUser, Language, ProfileUpdate } from "@org/api-client";
import type { FormErrors } from "@/lib/form-errors";

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  language: Language;
}

export type ProfileFormErrors = FormErrors<ProfileFormValues>;

export const LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = [
  { value: "fr", label: "Français" },
  { value: "en", label: "English" },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function profileValuesOf(user: CurrentUser): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    language: user.language,
  };
}

/** What can be said before anything is sent; the server checks again. */
export function checkProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const email = values.email.trim();
  return email !== "" && !EMAIL_PATTERN.test(email)
    ? { email: "Saisissez une adresse e-mail valide" }
    : {};
}

export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    language: values.language,
  };
}
