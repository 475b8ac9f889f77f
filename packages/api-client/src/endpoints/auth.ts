import type { ApiClient } from "../client/create-api-client";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import {
  type LoginPayload,
  type LoginResult,
  loginResultSchema,
  type PasswordResetConfirm,
  type PasswordResetInfo,
  type PasswordResetRequest,
  type Permissions,
  passwordResetInfoSchema,
  permissionsSchema,
} from "../schemas/auth";
import { type CurrentUser, currentUserSchema, type ProfileUpdate } from "../schemas/profile";

/** Exchanges a username and password for a token. Failures reject (the sign-in form shows them). */
export async function login(client: ApiClient, payload: LoginPayload): Promise<LoginResult> {
  const raw = await client.request(ROUTES.login, { json: payload });
  return parseResponse(loginResultSchema, raw, client.logger, "login result");
}

/** Revokes the current token on the server. */
export async function logout(client: ApiClient): Promise<void> {
  await client.request(ROUTES.logout);
}

/** The permission strings of the signed-in user, sorted. */
export async function getPermissions(client: ApiClient): Promise<Permissions> {
  const raw = await client.request(ROUTES.getPermissions);
  return parseResponse(permissionsSchema, raw, client.logger, "permission list");
}

/** The signed-in user, with their preferences. */
export async function getCurrentUser(client: ApiClient): Promise<CurrentUser> {
  const raw = await client.request(ROUTES.getCurrentUser);
  return parseResponse(currentUserSchema, raw, client.logger, "signed-in user");
}

/**
 * Changes the signed-in user's own profile, language, preferences (only those sent) or password
 * (with the current one). Field errors reject for the form to show.
 */
export async function updateCurrentUser(
  client: ApiClient,
  changes: ProfileUpdate,
): Promise<CurrentUser> {
  const raw = await client.request(ROUTES.updateCurrentUser, { json: changes });
  return parseResponse(currentUserSchema, raw, client.logger, "signed-in user");
}

/** Whether this server can mail a reset link, before one is asked for (no sign-in). */
export async function getPasswordResetInfo(client: ApiClient): Promise<PasswordResetInfo> {
  const raw = await client.request(ROUTES.getPasswordResetInfo);
  return parseResponse(passwordResetInfoSchema, raw, client.logger, "password reset info");
}

/** Asks for a reset link; the server answers the same whatever the address. */
export async function requestPasswordReset(
  client: ApiClient,
  payload: PasswordResetRequest,
): Promise<void> {
  await client.request(ROUTES.requestPasswordReset, { json: payload });
}

/** Sets a new password with the token of a reset link. */
export async function confirmPasswordReset(
  client: ApiClient,
  payload: PasswordResetConfirm,
): Promise<void> {
  await client.request(ROUTES.confirmPasswordReset, { json: payload });
}
