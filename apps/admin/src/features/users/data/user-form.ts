import { type User, type UserCreate, type UserUpdate, userCreateSchema } from "@org/api-client";
import { fieldLimits } from "@/lib/contract-limits";
import type { FormErrors } from "@/lib/form-errors";
import { newPasswordError } from "@/lib/password-rules";

/** What the user form edits; the password is empty when it is left unchanged. */
export interface UserFormValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  is_staff: boolean;
  is_active: boolean;
  accounts: number[];
  permissions: string[];
}

export type UserFormErrors = FormErrors<UserFormValues>;

/** What the API asks of a new user's name. */
export const USERNAME = fieldLimits(userCreateSchema, "username");

export const EMPTY_USER_FORM: UserFormValues = {
  username: "",
  email: "",
  first_name: "",
  last_name: "",
  password: "",
  is_staff: false,
  is_active: true,
  accounts: [],
  permissions: [],
};

export function formValuesOf(user: User): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    password: "",
    is_staff: user.is_staff,
    is_active: user.is_active,
    accounts: [...user.accounts],
    permissions: [...user.permissions],
  };
}

/** The messages shown before anything is sent: a new user needs a password and an account. */
export function checkUserForm(values: UserFormValues, creating: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.username.trim() === "") errors.username = "Veuillez saisir un nom d'utilisateur";
  if (creating && values.password === "") errors.password = "Veuillez saisir un mot de passe";
  else if (values.password !== "") errors.password = newPasswordError(values.password);
  if (values.accounts.length === 0) errors.accounts = "Choisissez au moins un compte";
  return errors;
}

export function toCreatePayload(values: UserFormValues): UserCreate {
  return { ...values, username: values.username.trim(), email: values.email.trim() };
}

/**
 * The changes to send: the password only when a new one was typed; on one's own page, only the
 * name and accounts, since nobody grants themself rights or deactivates themself, and one's own
 * password and address are changed in the settings, where the current password is asked.
 */
export function toUpdatePayload(values: UserFormValues, own: boolean): UserUpdate {
  const { password, is_staff, is_active, permissions, ...identity } = toCreatePayload(values);
  if (own) {
    const { email: _ownAddress, ...ownIdentity } = identity;
    return ownIdentity;
  }
  const changes: UserUpdate = { ...identity, is_staff, is_active, permissions };
  return password === "" ? changes : { ...changes, password };
}
