import { type Actor, accountScope } from "../../actor";
import type { Db } from "../../db/types";
import { NotFoundError, ValidationError } from "../../errors";
import type { Page, PageRequest } from "../../lib/pages";
import { messages } from "../../lib/validation";
import { findActiveBot } from "../bots/active-bot";
import { botIsVisible } from "../bots/visible-bot";

/**
 * Bubble messages and shortcuts: short texts a bot shows around its widget, in `order`. Both kinds
 * are handled alike; a kind names its table and its text columns.
 */
export interface ContentKind {
  table: "bubble_messages" | "shortcuts";
  textColumns: readonly ("message" | "label" | "value")[];
}

export const BUBBLE_MESSAGES: ContentKind = { table: "bubble_messages", textColumns: ["message"] };
export const SHORTCUTS: ContentKind = { table: "shortcuts", textColumns: ["label", "value"] };

export type ContentItem = Record<string, unknown> & { id: number; bot: number };

export interface ContentInput {
  bot: number;
  order: number;
  is_active: boolean;
  [column: string]: unknown;
}

export type ContentChanges = Partial<Omit<ContentInput, "bot">>;

function columns(kind: ContentKind): string {
  return ["i.id", ...kind.textColumns.map((column) => `i.${column}`)]
    .concat(["i.bot_id AS bot", 'i."order"', "i.is_active", "i.created_at"])
    .join(", ");
}

/**
 * Who reads a bot's items: a signed-in holder of the view permission reads every item of the
 * bots of their accounts; anyone else reads the active items of an active bot (the widget).
 */
export async function listContent(
  db: Db,
  kind: ContentKind,
  reader: { actor: Actor | null; mayViewAll: boolean },
  botId: number | undefined,
  page: PageRequest,
): Promise<Page<ContentItem>> {
  const params: unknown[] = [];
  const where: string[] = [];
  const manager = reader.mayViewAll ? reader.actor : null;
  if (manager && (botId === undefined || (await botIsVisible(db, manager, botId)))) {
    where.push(accountScope(manager, "b.account_id", params));
  } else {
    if (botId === undefined) throw new ValidationError({ bot_id: [messages.required] });
    await findActiveBot(db, botId);
    where.push("i.is_active", "b.is_active");
  }
  if (botId !== undefined) {
    params.push(botId);
    where.push(`i.bot_id = $${params.length}`);
  }
  const from = `${kind.table} i JOIN bots b ON b.id = i.bot_id WHERE ${where.join(" AND ")}`;
  const count = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${from}`, params);
  const { rows } = await db.query<ContentItem>(
    `SELECT ${columns(kind)} FROM ${from} ORDER BY i."order", i.id
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}

/** One item of a bot the actor may see; `botId`, when given, must be the item's bot. */
export async function getContent(
  db: Db,
  kind: ContentKind,
  actor: Actor,
  id: number,
  botId?: number,
): Promise<ContentItem> {
  const params: unknown[] = [id];
  const scope = accountScope(actor, "b.account_id", params);
  const { rows } = await db.query<ContentItem>(
    `SELECT ${columns(kind)} FROM ${kind.table} i JOIN bots b ON b.id = i.bot_id
     WHERE i.id = $1 AND ${scope}`,
    params,
  );
  const item = rows[0];
  if (!item || (botId !== undefined && item.bot !== botId)) throw new NotFoundError();
  return item;
}

export async function createContent(
  db: Db,
  kind: ContentKind,
  actor: Actor,
  input: ContentInput,
): Promise<ContentItem> {
  if (!(await botIsVisible(db, actor, input.bot))) {
    throw new ValidationError({ bot: [messages.invalidPk(input.bot)] });
  }
  const names = [...kind.textColumns, "bot_id", '"order"', "is_active"];
  const values = [
    ...kind.textColumns.map((column) => input[column]),
    input.bot,
    input.order,
    input.is_active,
  ];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${kind.table} (${names.join(", ")})
     VALUES (${values.map((_, index) => `$${index + 1}`).join(", ")}) RETURNING id`,
    values,
  );
  return getContent(db, kind, actor, (rows[0] as { id: number }).id);
}

export async function updateContent(
  db: Db,
  kind: ContentKind,
  actor: Actor,
  id: number,
  botId: number | undefined,
  changes: ContentChanges,
): Promise<ContentItem> {
  await getContent(db, kind, actor, id, botId);
  const params: unknown[] = [id];
  const sets = ["updated_at = now()"];
  for (const column of [...kind.textColumns, "order", "is_active"] as const) {
    if (changes[column] === undefined) continue;
    params.push(changes[column]);
    sets.push(`"${column}" = $${params.length}`);
  }
  await db.query(`UPDATE ${kind.table} SET ${sets.join(", ")} WHERE id = $1`, params);
  return getContent(db, kind, actor, id);
}

export async function deleteContent(
  db: Db,
  kind: ContentKind,
  actor: Actor,
  id: number,
  botId: number | undefined,
): Promise<void> {
  await getContent(db, kind, actor, id, botId);
  await db.query(`DELETE FROM ${kind.table} WHERE id = $1`, [id]);
}
