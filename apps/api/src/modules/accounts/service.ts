import type { AccountCreate, AccountUpdate } from "@org/api-client";
import type { ProviderSettings } from "@org/knowledge";
import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import type { Page, PageRequest } from "../../http/pagination";
import { messages } from "../../http/validation";
import { type Actor, accountScope } from "../permissions/actor";
import { appendSets, likePattern } from "../sql";
import { maskKey, openKey, sealKey } from "./key-vault";

/** An account as the API answers it: provider keys only ever masked. */
export interface AccountView {
  id: number;
  name: string;
  is_active: boolean;
  plan: string;
  masked_openai_api_key: string | null;
  masked_pinecone_api_key: string | null;
  openai_base_url: string | null;
  created_at: Date;
  updated_at: Date;
}

interface AccountRow {
  id: number;
  name: string;
  is_active: boolean;
  plan: string;
  openai_api_key: string | null;
  openai_base_url: string | null;
  pinecone_api_key: string | null;
  created_at: Date;
  updated_at: Date;
}

type KeyConfig = Pick<Config, "secretKey">;

function toView(row: AccountRow, config: KeyConfig): AccountView {
  const masked = (stored: string | null) =>
    stored === null ? null : maskKey(openKey(stored, config.secretKey));
  return {
    id: row.id,
    name: row.name,
    is_active: row.is_active,
    plan: row.plan,
    masked_openai_api_key: masked(row.openai_api_key),
    masked_pinecone_api_key: masked(row.pinecone_api_key),
    openai_base_url: row.openai_base_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listAccounts(
  db: Db,
  config: KeyConfig,
  actor: Actor,
  search: string | undefined,
  page: PageRequest,
): Promise<Page<AccountView>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "id", params)];
  if (search) {
    params.push(likePattern(search));
    where.push(`name ILIKE $${params.length}`);
  }
  const condition = where.join(" AND ");
  const count = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM accounts WHERE ${condition}`,
    params,
  );
  const { rows } = await db.query<AccountRow>(
    `SELECT * FROM accounts WHERE ${condition} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows: rows.map((row) => toView(row, config)) };
}

export async function getAccount(
  db: Db,
  config: KeyConfig,
  actor: Actor,
  id: number,
): Promise<AccountView> {
  const params: unknown[] = [id];
  const { rows } = await db.query<AccountRow>(
    `SELECT * FROM accounts WHERE id = $1 AND ${accountScope(actor, "id", params)}`,
    params,
  );
  const row = rows[0];
  if (!row) throw new NotFoundError();
  return toView(row, config);
}

export async function createAccount(
  db: Db,
  config: KeyConfig,
  actor: Actor,
  input: AccountCreate,
): Promise<AccountView> {
  checkBaseUrl(input.openai_base_url);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (name, is_active, plan, openai_api_key, openai_base_url, pinecone_api_key)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.name,
      input.is_active ?? true,
      input.plan ?? "Free",
      storedKey(input.openai_api_key, config),
      input.openai_base_url || null,
      storedKey(input.pinecone_api_key, config),
    ],
  );
  return getAccount(db, config, actor, (rows[0] as { id: number }).id);
}

export async function updateAccount(
  db: Db,
  config: KeyConfig,
  actor: Actor,
  id: number,
  input: AccountUpdate,
): Promise<AccountView> {
  await getAccount(db, config, actor, id);
  checkBaseUrl(input.openai_base_url);
  const changes: [string, unknown][] = [
    ["name", input.name],
    ["is_active", input.is_active],
    ["plan", input.plan],
    [
      "openai_api_key",
      input.openai_api_key === undefined ? undefined : storedKey(input.openai_api_key, config),
    ],
    [
      "openai_base_url",
      input.openai_base_url === undefined ? undefined : input.openai_base_url || null,
    ],
    [
      "pinecone_api_key",
      input.pinecone_api_key === undefined ? undefined : storedKey(input.pinecone_api_key, config),
    ],
  ];
  const params: unknown[] = [id];
  const sets = ["updated_at = now()"];
  appendSets(sets, params, changes);
  await db.query(`UPDATE accounts SET ${sets.join(", ")} WHERE id = $1`, params);
  return getAccount(db, config, actor, id);
}

export async function deleteAccount(db: Db, config: KeyConfig, actor: Actor, id: number) {
  await getAccount(db, config, actor, id);
  await db.query("DELETE FROM accounts WHERE id = $1", [id]);
}

/** The provider an account answers with: its own key and address, else the server's. */
export async function providerSettings(
  db: Db,
  config: Pick<Config, "secretKey" | "openai">,
  accountId: number,
): Promise<ProviderSettings> {
  const { rows } = await db.query<ProviderColumns>(
    "SELECT openai_api_key, openai_base_url FROM accounts WHERE id = $1",
    [accountId],
  );
  return providerSettingsOf(config, rows[0]);
}

type ProviderColumns = Pick<AccountRow, "openai_api_key" | "openai_base_url">;

/** The provider settings of an account row, the server's own where the account has none. */
export function providerSettingsOf(
  config: Pick<Config, "secretKey" | "openai">,
  row: ProviderColumns | undefined,
): ProviderSettings {
  const ownKey = row?.openai_api_key ? openKey(row.openai_api_key, config.secretKey) : undefined;
  return {
    apiKey: ownKey ?? config.openai.apiKey,
    baseUrl: row?.openai_base_url ?? config.openai.baseUrl,
  };
}

/** An empty string clears a key. */
function storedKey(value: string | undefined, config: KeyConfig): string | null {
  return value ? sealKey(value, config.secretKey) : null;
}

function checkBaseUrl(value: string | undefined): void {
  if (!value) return;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new ValidationError({ openai_base_url: [messages.invalidUrl] });
  }
}
