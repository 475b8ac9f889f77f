import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import { JSON_FORMAT } from "../constants";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import type { Paged, PageParams } from "../schemas/common";
import { type User, type UserCreate, type UserUpdate, userSchema } from "../schemas/users";

export interface UserListParams extends PageParams {
  search?: string;
  is_active?: boolean;
  /** A field name, `-` first for descending, e.g. `-date_joined`. */
  ordering?: string;
}

/** The fields whose server validation errors the creation log calls out. */
const CALLED_OUT_FIELDS = ["password", "accounts"] as const;

export async function listUsers(
  client: ApiClient,
  params: UserListParams = {},
): Promise<Paged<User>> {
  const raw = await client.request(ROUTES.listUsers, {
    searchParams: { format: JSON_FORMAT, ...params },
  });
  return readPage(userSchema, raw, client.logger, "user list");
}

/** One user by its user_id. */
export async function getUser(client: ApiClient, userId: number): Promise<User> {
  const raw = await client.request(ROUTES.getUser, { params: { id: userId } });
  return parseResponse(userSchema, raw, client.logger, "user");
}

/**
 * Creates a user. On failure the server's validation errors are logged, the password and account
 * ones by name since they are the usual cause, and the error is rejected for the form to show.
 */
export async function createUser(client: ApiClient, payload: UserCreate): Promise<User> {
  try {
    const raw = await client.request(ROUTES.createUser, { json: payload });
    return parseResponse(userSchema, raw, client.logger, "user");
  } catch (error) {
    if (error instanceof ApiError) logCreationErrors(client, error);
    throw error;
  }
}

function logCreationErrors(client: ApiClient, error: ApiError): void {
  client.logger.error("User creation failed: the server refused the user", {
    status: error.status,
    fieldErrors: error.fieldErrors,
  });
  for (const field of CALLED_OUT_FIELDS) {
    const messages = error.fieldErrors[field];
    if (messages) client.logger.error(`User creation failed: ${field} refused`, messages);
  }
}

export async function updateUser(
  client: ApiClient,
  userId: number,
  changes: UserUpdate,
): Promise<User> {
  const raw = await client.request(ROUTES.updateUser, {
    params: { id: userId },
    json: changes,
  });
  return parseResponse(userSchema, raw, client.logger, "user");
}

export async function deleteUser(client: ApiClient, userId: number): Promise<void> {
  await client.request(ROUTES.deleteUser, { params: { id: userId } });
}
