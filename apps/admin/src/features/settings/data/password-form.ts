import { type ProfileUpdate, profileUpdateSchema } from "@org/api-client";
import { fieldLimits } from "@/lib/contract-limits";
import type { FormErrors } from "@/lib/form-errors";

export interface PasswordFormValues {
  current_password: string;
  new_password: string;
  confirmation: string;
}

export type PasswordFormErrors = FormErrors<PasswordFormValues>;

/** What the API asks of a new password. */
export const NEW_PASSWORD = fieldLimits(profileUpdateSchema, "new_password", "minLength");

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
  if (values.new_password.length < NEW_PASSWORD.minLength) {
    errors.new_password = `Le mot de passe doit contenir au moins ${NEW_PASSWORD.minLength} caractères`;
  } else if (values.confirmation !== values.new_password) {
    errors.confirmation = "Les deux mots de passe ne correspondent pas";
  }
  return errors;
}

export function toPasswordUpdate(values: PasswordFormValues): ProfileUpdate {
  return { current_password: values.current_password, new_password: values.new_password };
}
