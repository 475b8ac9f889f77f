import type { ProfileUpdate } from "@org/api-client";
import type { FormErrors } from "@/lib/form-errors";
import { CONFIRMATION_ERROR, confirms, newPasswordError } from "@/lib/password-rules";

export interface PasswordFormValues {
  current_password: string;
  new_password: string;
  confirmation: string;
}

export type PasswordFormErrors = FormErrors<PasswordFormValues>;

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
  const refused = newPasswordError(values.new_password);
  if (refused) errors.new_password = refused;
  else if (!confirms(values.new_password, values.confirmation)) {
    errors.confirmation = CONFIRMATION_ERROR;
  }
  return errors;
}

export function toPasswordUpdate(values: PasswordFormValues): ProfileUpdate {
  return { current_password: values.current_password, new_password: values.new_password };
}
