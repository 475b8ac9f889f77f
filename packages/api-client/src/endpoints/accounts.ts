import type { ApiClient } from "../client/create-api-client";
import { describeFailure } from "../parsing/describe-failure";
import { readPage } from "../parsing/list-response";
import { parseResponse } from "../parsing/parse-response";
import * as ROUTES from "../routes";
import {
  type Account,
  type AccountCreate,
  type AccountUpdate,
  accountSchema,
} from "../schemas/accounts";
import type { Paged, PageParams } from "../schemas/common";
import { withFallbackMessage } from "./failure-policies";

/** Messages shown when the server gives none: account failures are shown to French admins. */
export const ACCOUNT_ERROR_MESSAGES = {
  list: "Une erreur est survenue lors de la récupération des comptes",
  get: "Une erreur est survenue lors de la récupération du compte",
  create: "Une erreur est survenue lors de la création du compte",
  update: "Une erreur est survenue lors de la mise à jour du compte",
  delete: "Une erreur est survenue lors de la suppression du compte",
} as const;

type AccountAction = keyof typeof ACCOUNT_ERROR_MESSAGES;

/** Account failures are logged, then rejected with a readable (French fallback) message. */
async function accountCall<T>(
  client: ApiClient,
  action: AccountAction,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = withFallbackMessage(error, ACCOUNT_ERROR_MESSAGES[action]);
    client.logger.error(ACCOUNT_ERROR_MESSAGES[action], describeFailure(failure));
    throw failure;
  }
}

export function listAccounts(client: ApiClient, params: PageParams = {}): Promise<Paged<Account>> {
  return accountCall(client, "list", async () => {
    const raw = await client.request(ROUTES.listAccounts, { searchParams: { ...params } });
    return readPage(accountSchema, raw, client.logger, "account list");
  });
}

export function getAccount(client: ApiClient, id: number): Promise<Account> {
  return accountCall(client, "get", async () => {
    const raw = await client.request(ROUTES.getAccount, { params: { id } });
    return parseResponse(accountSchema, raw, client.logger, "account");
  });
}

export function createAccount(client: ApiClient, payload: AccountCreate): Promise<Account> {
  return accountCall(client, "create", async () => {
    const raw = await client.request(ROUTES.createAccount, { json: payload });
    return parseResponse(accountSchema, raw, client.logger, "account");
  });
}

export function updateAccount(
  client: ApiClient,
  id: number,
  changes: AccountUpdate,
): Promise<Account> {
  return accountCall(client, "update", async () => {
    const raw = await client.request(ROUTES.updateAccount, { params: { id }, json: changes });
    return parseResponse(accountSchema, raw, client.logger, "account");
  });
}

export function deleteAccount(client: ApiClient, id: number): Promise<void> {
  return accountCall(client, "delete", async () => {
    await client.request(ROUTES.deleteAccount, { params: { id } });
  });
}
