import type { ProfileUpdate } from "@org/api-client";

export interface PasswordFormValues {
  current_password: string;
  new_password: string;
  confirmation: string;
}

export const PASSWORD_FIELDS = ["current_password", "new_password", "confirmation"] as const;
export type PasswordFormErrors = Partial<Record<keyof PasswordFormValues | "form", string>>;

/** Shortest password the API accepts. */
export const MIN_PASSWORD_LENGTH = 8;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  current_password: "",
  new_password: "",
  confirmation: "",
};

export function checkPasswordForm(values: PasswordFormValues): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (values.current_password === "") {
    errors.current_password = "Veuillez saisir votre mot de passe actuel";
  }
  if (values.new_password.length < MIN_PASSWORD_LENGTH) {
    errors.new_password = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`;
  } else if (values.confirmation !== values.new_password) {
    errors.confirmation = "Les deux mots de passe ne correspondent pas";
  }
  return errors;
}

export function toPasswordUpdate(values: PasswordFormValues): ProfileUpdate {
  return { current_password: values.current_password, new_password: values.new_password };
}
