import type { AccountCreate, AccountUpdate } from "@org/api-client";
import { type Actor, accountScope } from "../../actor";
import { type Config, MODEL_NAME, modelNameRule } from "../../config";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { checkedTimeZone } from "../../lib/time-zone";
import { messages } from "../../lib/validation";
import { rescheduleSyncs } from "../knowledge/sync-schedules";
import { effectiveEmbeddingModel } from "../provider-settings/embedding-settings";
import { maskKey, openKey, sealKey } from "../provider-settings/key-vault";
import { appendSets, likePattern } from "../sql";
import { queueEmbedding } from "../tasks/tasks-service";

/** An account as the API answers it: provider keys only ever masked. */
export interface AccountView {
  id: number;
  name: string;
  is_active: boolean;
  plan: string;
  masked_openai_api_key: string | null;
  masked_pinecone_api_key: string | null;
  openai_base_url: string | null;
  /** The account's own embedding model; null: the server's (OPENAI_EMBEDDING_MODEL), if any. */
  embedding_model: string | null;
  time_zone: string;
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
  embedding_model: string | null;
  time_zone: string;
  created_at: Date;
  updated_at: Date;
}

type KeyConfig = Pick<Config, "secretKey">;
type SettingsConfig = Pick<Config, "secretKey" | "openai">;

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
    embedding_model: row.embedding_model,
    time_zone: row.time_zone,
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
  const { count, rows } = await selectPage<AccountRow>(
    db,
    { columns: "*", from: "accounts", where: where.join(" AND "), orderBy: "id", params },
    page,
  );
  return { count, rows: rows.map((row) => toView(row, config)) };
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
  checkModelName(input.embedding_model);
  if (input.time_zone !== undefined) await checkedTimeZone(db, input.time_zone);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (name, is_active, plan, openai_api_key, openai_base_url, pinecone_api_key,
                           embedding_model, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, 'Europe/Paris')) RETURNING id`,
    [
      input.name,
      input.is_active ?? true,
      input.plan ?? "Free",
      storedKey(input.openai_api_key, config),
      input.openai_base_url || null,
      storedKey(input.pinecone_api_key, config),
      input.embedding_model?.trim() || null,
      input.time_zone ?? null,
    ],
  );
  return getAccount(db, config, actor, (rows[0] as { id: number }).id);
}

/**
 * Changes an account. A change of the embedding model that applies to it (its own, else the
 * server's) queues, for each of its knowledge bases, a task embedding the chunks with the new
 * model; the old model's vectors go once the new ones are stored. A new provider key or address
 * queues one for the bases whose last embedding stopped short.
 */
export async function updateAccount(
  db: Db,
  config: SettingsConfig,
  actor: Actor,
  id: number,
  input: AccountUpdate,
): Promise<{ account: AccountView; embeddingTasks: number[] }> {
  const current = await getAccount(db, config, actor, id);
  checkBaseUrl(input.openai_base_url);
  checkModelName(input.embedding_model);
  if (input.time_zone !== undefined) await checkedTimeZone(db, input.time_zone);
  const embeddingModel =
    input.embedding_model === undefined ? undefined : input.embedding_model.trim() || null;
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
    ["embedding_model", embeddingModel],
    ["time_zone", input.time_zone],
  ];
  const params: unknown[] = [id];
  const sets = ["updated_at = now()"];
  appendSets(sets, params, changes);
  const before = effectiveEmbeddingModel(config, current.embedding_model);
  const after =
    embeddingModel === undefined ? before : effectiveEmbeddingModel(config, embeddingModel);
  const providerChanged =
    Boolean(input.openai_api_key) ||
    (input.openai_base_url !== undefined &&
      (input.openai_base_url || null) !== current.openai_base_url);
  const embeddingTasks = await db.transaction(async (tx) => {
    await tx.query(`UPDATE accounts SET ${sets.join(", ")} WHERE id = $1`, params);
    // The schedules of its sites are read in its time zone.
    if (input.time_zone !== undefined) await rescheduleSyncs(tx, "k.account_id = $1", [id]);
    if (after === before) {
      // A new key or address may fix what stopped the last embedding of some bases: try again.
      if (!after || !providerChanged) return [];
      return queueEmbedding(tx, "k.account_id = $1 AND k.embedding_error IS NOT NULL", [id]);
    }
    if (!after) {
      // No embeddings any more: the stored vectors stay unused until a model is set again.
      await tx.query("UPDATE knowledge_bases SET embedding_error = NULL WHERE account_id = $1", [
        id,
      ]);
      return [];
    }
    return queueEmbedding(tx, "k.account_id = $1", [id]);
  });
  return { account: await getAccount(db, config, actor, id), embeddingTasks };
}

export async function deleteAccount(db: Db, config: KeyConfig, actor: Actor, id: number) {
  await getAccount(db, config, actor, id);
  await db.query("DELETE FROM accounts WHERE id = $1", [id]);
}

/** An empty string clears a key. */
function storedKey(value: string | undefined, config: KeyConfig): string | null {
  return value ? sealKey(value, config.secretKey) : null;
}

/** A model name as providers write them; an empty string clears the account's own model. */
function checkModelName(value: string | undefined): void {
  const name = value?.trim();
  if (!name || MODEL_NAME.test(name)) return;
  throw new ValidationError({
    embedding_model: [`Enter ${modelNameRule("text-embedding-3-small")}.`],
  });
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
  // Shown to every member of the account, unlike the key, which is masked.
  if (url.username !== "" || url.password !== "") {
    throw new ValidationError({ openai_base_url: [CREDENTIALS_IN_ADDRESS] });
  }
}

const CREDENTIALS_IN_ADDRESS =
  "Enter the address without a user name or password: the provider's key goes in openai_api_key.";
