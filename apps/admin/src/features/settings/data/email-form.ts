import type { CurrentUser, ProfileUpdate } from "@org/api-client";
import type { FormErrors } from "@/lib/form-errors";

/** The account's address, changed only with the current password. */
export interface EmailFormValues {
  email: string;
  current_password: string;
}

export type EmailFormErrors = FormErrors<EmailFormValues>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailValuesOf(user: Pick<CurrentUser, "email">): EmailFormValues {
  return { email: user.email, current_password: "" };
}

/** What can be said before anything is sent; the server checks again. */
export function checkEmailForm(values: EmailFormValues, savedEmail: string): EmailFormErrors {
  const errors: EmailFormErrors = {};
  const email = values.email.trim();
  if (email === savedEmail) {
    errors.email = "C'est déjà l'adresse de votre compte";
  } else if (email !== "" && !EMAIL_PATTERN.test(email)) {
    errors.email = "Saisissez une adresse e-mail valide";
  }
  if (values.current_password === "") {
    errors.current_password = "Veuillez saisir votre mot de passe actuel";
  }
  return errors;
}

export function toEmailUpdate(values: EmailFormValues): ProfileUpdate {
  return { email: values.email.trim(), current_password: values.current_password };
}
