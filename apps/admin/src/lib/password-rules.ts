import { passwordResetConfirmSchema } from "@org/api-client";
import { fieldLimits } from "./contract-limits";

/**
 * What the server asks of a password someone chooses: a new user's, one's own in the settings,
 * or a new one after a reset (the contract declares it once for the three).
 */
export const NEW_PASSWORD = fieldLimits(
  passwordResetConfirmSchema,
  "password",
  "minLength",
  "maxLength",
);

/** The hint beside a field where a password is chosen. */
export const NEW_PASSWORD_HINT = `Au moins ${NEW_PASSWORD.minLength} caractères.`;

/** Why the server would refuse this password, in the back-office's words; nothing when it would not. */
export function newPasswordError(password: string): string | undefined {
  if (password.length < NEW_PASSWORD.minLength) {
    return `Le mot de passe doit contenir au moins ${NEW_PASSWORD.minLength} caractères`;
  }
  if (password.length > NEW_PASSWORD.maxLength) {
    return `Le mot de passe doit contenir au plus ${NEW_PASSWORD.maxLength} caractères`;
  }
  return undefined;
}

/** A password typed twice is taken only when both are the same. */
export function confirms(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** Why the second typing of a new password is refused, in the back-office's words. */
export const CONFIRMATION_ERROR = "Les deux mots de passe ne correspondent pas";
