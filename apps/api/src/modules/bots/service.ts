import {
  type AnswerMode,
  type BotAppearance,
  type BotCreate,
  type BotUpdate,
  DEFAULT_APPEARANCE,
  isWebAddress,
  type PublicBotAppearance,
  readOrigin,
} from "@org/api-client";
import { type Actor, accountScope, canSeeAccount, hasPermissions } from "../../actor";
import { MODEL_NAME, modelNameRule } from "../../config";
import {
  CHANNEL_TYPE_CHOICES,
  DEFAULT_CHANNEL_TYPE,
  DEFAULT_MODEL,
  MODEL_CHOICES,
  PERMISSION,
} from "../../constants";
import type { Db } from "../../db/types";
import {
  type FieldErrors,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from "../../errors";
import { type Page, type PageRequest, selectPage } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { appendSets, likePattern, type Ordering, orderBy } from "../sql";
import { BOT_UNAVAILABLE } from "./active-bot";
import { type AnswerModeConfig, answerModeOf } from "./answer-mode";

/** The appearance fields: each is a column of the bot of the same name. */
const APPEARANCE_FIELDS = [
  "color",
  "position",
  "size",
  "default_open",
  "theme",
  "launcher_icon",
  "language",
] as const satisfies readonly (keyof BotAppearance)[];

export const BOT_ORDERING_FIELDS = ["id", "name", "created_at", "updated_at"] as const;

export interface BotFilters {
  account?: number;
  isActive?: boolean;
  search?: string;
  ordering?: Ordering<(typeof BOT_ORDERING_FIELDS)[number]>;
}

export interface BotView extends BotAppearance {
  id: number;
  account: number;
  name: string;
  is_active: boolean;
  model: string;
  channel_type: string;
  welcome_message: string;
  avatar_url: string | null;
  system_prompt?: string;
  text_knowledges: number[];
  document_knowledges: number[];
  allowed_origins: string[];
  /** The full privacy policy its widget links to; null: the server's policy for visitors. */
  privacy_policy_url: string | null;
  /** What answers its visitors: its model, or passages extracted without one. */
  answer_mode: AnswerMode;
  created_at: Date;
  updated_at: Date;
}

/** A bot as read, with its account's provider columns, which never leave the server. */
type BotRow = Omit<BotView, "answer_mode"> & {
  provider_key: string | null;
  provider_base_url: string | null;
};

/** The appearance columns of a bot `b`, named as the API writes them. */
const APPEARANCE_COLUMNS = APPEARANCE_FIELDS.map((field) => `b.${field}`).join(", ");

const BOT_COLUMNS = `
  b.id, b.account_id AS account, b.name, b.is_active, b.model, b.channel_type, b.welcome_message,
  b.avatar_url, b.system_prompt, b.allowed_origins, b.privacy_policy_url, ${APPEARANCE_COLUMNS},
  b.created_at, b.updated_at, a.openai_api_key AS provider_key, a.openai_base_url AS provider_base_url,
  ARRAY(SELECT k.id FROM bot_knowledge_bases l JOIN knowledge_bases k ON k.id = l.knowledge_base_id
        WHERE l.bot_id = b.id AND k.type IN ('text', 'url') ORDER BY k.id) AS text_knowledges,
  ARRAY(SELECT k.id FROM bot_knowledge_bases l JOIN knowledge_bases k ON k.id = l.knowledge_base_id
        WHERE l.bot_id = b.id AND k.type = 'document' ORDER BY k.id) AS document_knowledges`;

/** The bots with their account, whose provider decides what answers them. */
const BOTS_WITH_ACCOUNT = "bots b JOIN accounts a ON a.id = b.account_id";

/**
 * A bot as the API sends it: what answers it, told from its account's provider columns (never
 * sent); the system prompt only for holders of bots.view_bot__system_prompt.
 */
function toView(row: BotRow, actor: Actor, config: AnswerModeConfig): BotView {
  const { provider_key, provider_base_url, system_prompt, ...rest } = row;
  const answer_mode = answerModeOf(config, {
    openai_api_key: provider_key,
    openai_base_url: provider_base_url,
  });
  return hasPermissions(actor, [PERMISSION.viewBotSystemPrompt])
    ? { ...rest, system_prompt, answer_mode }
    : { ...rest, answer_mode };
}

export async function listBots(
  db: Db,
  config: AnswerModeConfig,
  actor: Actor,
  filters: BotFilters,
  page: PageRequest,
): Promise<Page<BotView>> {
  const params: unknown[] = [];
  const where = [accountScope(actor, "b.account_id", params)];
  if (filters.account !== undefined) {
    params.push(filters.account);
    where.push(`b.account_id = $${params.length}`);
  }
  if (filters.isActive !== undefined) {
    params.push(filters.isActive);
    where.push(`b.is_active = $${params.length}`);
  }
  if (filters.search) {
    params.push(likePattern(filters.search));
    where.push(`b.name ILIKE $${params.length}`);
  }
  const { count, rows } = await selectPage<BotRow>(
    db,
    {
      columns: BOT_COLUMNS,
      from: BOTS_WITH_ACCOUNT,
      where: where.join(" AND "),
      orderBy: orderBy(filters.ordering, { id: "b.id", name: "b.name" }, "b.id"),
      params,
    },
    page,
  );
  return { count, rows: rows.map((row) => toView(row, actor, config)) };
}

export async function getBot(
  db: Db,
  config: AnswerModeConfig,
  actor: Actor,
  id: number,
): Promise<BotView> {
  return toView(await loadVisibleBot(db, actor, id), actor, config);
}

async function loadVisibleBot(db: Db, actor: Actor, id: number): Promise<BotRow> {
  const params: unknown[] = [id];
  const { rows } = await db.query<BotRow>(
    `SELECT ${BOT_COLUMNS} FROM ${BOTS_WITH_ACCOUNT} WHERE b.id = $1 AND ${accountScope(actor, "b.account_id", params)}`,
    params,
  );
  const bot = rows[0];
  if (!bot) throw new NotFoundError();
  return bot;
}

/**
 * Locks a bot the actor may see until the transaction ends (NO KEY: visitors keep starting
 * sessions with it meanwhile). Another account's bot is refused as an unknown one, neither locked
 * nor waited for while its own account changes it: the wait would tell that it exists.
 */
async function lockVisibleBot(tx: Db, actor: Actor, id: number): Promise<void> {
  const params: unknown[] = [id];
  const { rows } = await tx.query(
    `SELECT 1 FROM bots b WHERE b.id = $1 AND ${accountScope(actor, "b.account_id", params)}
     FOR NO KEY UPDATE`,
    params,
  );
  if (rows.length === 0) throw new NotFoundError();
}

export async function createBot(
  db: Db,
  config: AnswerModeConfig,
  actor: Actor,
  input: BotCreate,
): Promise<BotView> {
  assertMayWritePrompt(actor, input);
  const textIds = input.text_knowledges ?? [];
  const documentIds = input.document_knowledges ?? [];
  await checkBotInput(db, actor, input, input.account, textIds, documentIds);
  const allowedOrigins = readAllowedOrigins(input.allowed_origins ?? []);
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO bots (account_id, name, is_active, model, channel_type, system_prompt,
                         welcome_message, avatar_url, allowed_origins, privacy_policy_url,
                         ${APPEARANCE_FIELDS.join(", ")})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17)
       RETURNING id`,
      [
        input.account,
        input.name,
        input.is_active ?? true,
        input.model ?? DEFAULT_MODEL,
        input.channel_type ?? DEFAULT_CHANNEL_TYPE,
        input.system_prompt ?? "",
        input.welcome_message ?? "",
        input.avatar_url || null,
        JSON.stringify(allowedOrigins),
        input.privacy_policy_url ?? null,
        ...APPEARANCE_FIELDS.map((field) => input[field] ?? DEFAULT_APPEARANCE[field]),
      ],
    );
    const botId = (rows[0] as { id: number }).id;
    await replaceLinks(tx, botId, [...textIds, ...documentIds]);
    return botId;
  });
  return getBot(db, config, actor, id);
}

/**
 * Changes a bot; answers it as changed, and whether it now answers from other knowledge bases
 * than before (its tests then have to run again).
 */
export async function updateBot(
  db: Db,
  config: AnswerModeConfig,
  actor: Actor,
  id: number,
  input: BotUpdate,
): Promise<{ bot: BotView; knowledgeChanged: boolean }> {
  assertMayWritePrompt(actor, input);
  const knowledgeChanged = await db.transaction(async (tx) => {
    // Locked before it is read: the knowledge bases another change gives at the same moment are
    // read, not written over.
    await lockVisibleBot(tx, actor, id);
    const current = await loadVisibleBot(tx, actor, id);
    const accountId = input.account ?? current.account;
    const textIds = input.text_knowledges ?? current.text_knowledges;
    const documentIds = input.document_knowledges ?? current.document_knowledges;
    await checkBotInput(tx, actor, input, accountId, textIds, documentIds);
    const otherBases = otherKnowledge(
      [...current.text_knowledges, ...current.document_knowledges],
      [...new Set([...textIds, ...documentIds])],
    );
    const changes: [string, unknown][] = [
      ["account_id", input.account],
      ["name", input.name],
      ["is_active", input.is_active],
      ["model", input.model],
      ["channel_type", input.channel_type],
      ["system_prompt", input.system_prompt],
      ["welcome_message", input.welcome_message],
      ["avatar_url", input.avatar_url === undefined ? undefined : input.avatar_url || null],
      ["privacy_policy_url", input.privacy_policy_url],
      ...APPEARANCE_FIELDS.map((field): [string, unknown] => [field, input[field]]),
    ];
    const params: unknown[] = [id];
    const sets = ["updated_at = now()"];
    appendSets(sets, params, changes);
    if (input.allowed_origins !== undefined) {
      params.push(JSON.stringify(readAllowedOrigins(input.allowed_origins)));
      sets.push(`allowed_origins = $${params.length}::jsonb`);
    }
    await tx.query(`UPDATE bots SET ${sets.join(", ")} WHERE id = $1`, params);
    if (otherBases) await replaceLinks(tx, id, [...textIds, ...documentIds]);
    return otherBases;
  });
  return { bot: await getBot(db, config, actor, id), knowledgeChanged };
}

/** Whether two lists of knowledge bases hold other ones, whatever their order. */
function otherKnowledge(before: readonly number[], after: readonly number[]): boolean {
  const kept = new Set(before);
  return after.length !== kept.size || after.some((id) => !kept.has(id));
}

/**
 * How an active bot of an active account looks, the privacy policy its widget links to and its
 * name, for its widget on any site; a 404 for any other bot, as the other public widget routes
 * answer.
 */
export async function getPublicAppearance(db: Db, id: number): Promise<PublicBotAppearance> {
  const { rows } = await db.query<PublicBotAppearance>(
    `SELECT ${APPEARANCE_COLUMNS}, b.privacy_policy_url, b.name
     FROM bots b JOIN accounts a ON a.id = b.account_id
     WHERE b.id = $1 AND b.is_active AND a.is_active`,
    [id],
  );
  const appearance = rows[0];
  if (!appearance) throw new NotFoundError(BOT_UNAVAILABLE);
  return appearance;
}

export async function deleteBot(db: Db, actor: Actor, id: number): Promise<void> {
  await loadVisibleBot(db, actor, id);
  await db.query("DELETE FROM bots WHERE id = $1", [id]);
}

/** Choices the back-office offers in the bot form (OPTIONS /api/bots/). */
export function botFormChoices() {
  return {
    model: {
      type: "choice",
      required: false,
      read_only: false,
      label: "Model",
      choices: MODEL_CHOICES,
    },
    channel_type: {
      type: "choice",
      required: false,
      read_only: false,
      label: "Channel type",
      choices: CHANNEL_TYPE_CHOICES,
    },
  };
}

const INVALID_MODEL_NAME = `Enter ${modelNameRule(DEFAULT_MODEL)}.`;

function assertMayWritePrompt(actor: Actor, input: BotUpdate): void {
  if (
    input.system_prompt !== undefined &&
    !hasPermissions(actor, [PERMISSION.changeBotSystemPrompt])
  ) {
    throw new PermissionDeniedError();
  }
}

async function checkBotInput(
  db: Db,
  actor: Actor,
  input: BotUpdate,
  accountId: number,
  textIds: readonly number[],
  documentIds: readonly number[],
): Promise<void> {
  const errors: FieldErrors = {};
  if (input.account !== undefined) {
    const { rows } = await db.query("SELECT 1 FROM accounts WHERE id = $1", [input.account]);
    if (rows.length === 0 || !canSeeAccount(actor, input.account)) {
      errors.account = [messages.invalidPk(input.account)];
    }
  }
  // Any model the account's provider may list (GET /api/bots/language-models/), not only the
  // suggested choices: a name as providers write them.
  if (input.model !== undefined && !MODEL_NAME.test(input.model)) {
    errors.model = [INVALID_MODEL_NAME];
  }
  if (
    input.channel_type !== undefined &&
    !CHANNEL_TYPE_CHOICES.some((choice) => choice.value === input.channel_type)
  ) {
    errors.channel_type = [messages.invalidChoice(input.channel_type)];
  }
  if (input.avatar_url && !isWebAddress(input.avatar_url))
    errors.avatar_url = [messages.invalidUrl];
  if (input.avatar_url && input.avatar_url.length > 2000) {
    errors.avatar_url = ["Ensure this field has no more than 2000 characters."];
  }
  const refusedOrigin = input.allowed_origins
    ?.map((origin) => readOrigin(origin))
    .find((read): read is { error: string } => "error" in read);
  if (refusedOrigin) errors.allowed_origins = [refusedOrigin.error];
  if (!errors.account) {
    const badText = await firstUnlinkable(db, accountId, textIds, ["text", "url"]);
    if (badText !== undefined) errors.text_knowledges = [messages.invalidPk(badText)];
    const badDocument = await firstUnlinkable(db, accountId, documentIds, ["document"]);
    if (badDocument !== undefined) errors.document_knowledges = [messages.invalidPk(badDocument)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The allowed sites as the Origin header of browsers writes them, each once, in the order given
 * (checked by `checkBotInput` before): what the public chat routes compare it with.
 */
function readAllowedOrigins(typed: readonly string[]): string[] {
  const origins = typed.flatMap((entry) => {
    const read = readOrigin(entry);
    return "origin" in read ? [read.origin] : [];
  });
  return [...new Set(origins)];
}

/** The first id that is not a knowledge base of these kinds in the bot's account. */
async function firstUnlinkable(
  db: Db,
  accountId: number,
  ids: readonly number[],
  types: readonly string[],
): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM knowledge_bases WHERE id = ANY($1::int[]) AND account_id = $2 AND type = ANY($3::text[])",
    [ids, accountId, types],
  );
  const found = new Set(rows.map((row) => row.id));
  return ids.find((id) => !found.has(id));
}

async function replaceLinks(db: Db, botId: number, knowledgeBaseIds: number[]): Promise<void> {
  await db.query("DELETE FROM bot_knowledge_bases WHERE bot_id = $1", [botId]);
  await db.query(
    `INSERT INTO bot_knowledge_bases (bot_id, knowledge_base_id)
     SELECT $1, id FROM unnest($2::int[]) AS id ON CONFLICT DO NOTHING`,
    [botId, knowledgeBaseIds],
  );
}
