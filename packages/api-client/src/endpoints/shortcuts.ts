import type { ApiClient } from "../client/create-api-client";
import { readLenientPage } from "../parsing/list-response";
import { parseLenient } from "../parsing/parse-lenient";
import { sortByOrder } from "../parsing/sort-by-order";
import * as ROUTES from "../routes";
import { type Shortcut, shortcutSchema } from "../schemas/content";
import type { ShortcutCreate, ShortcutUpdate } from "../schemas/content-changes";
import { logAndRethrow, recoverWith } from "./failure-policies";

/** Filled in when a shortcut answer lacks them. */
const SHORTCUT_DEFAULTS: Partial<Shortcut> = { label: "", value: "", order: 0, is_active: true };

function readShortcut(client: ApiClient, raw: unknown): Shortcut {
  return parseLenient(shortcutSchema, raw, SHORTCUT_DEFAULTS, client.logger, "shortcut");
}

async function readShortcuts(client: ApiClient, botId: number): Promise<Shortcut[]> {
  const raw = await client.request(ROUTES.listShortcuts, { searchParams: { bot_id: botId } });
  const page = readLenientPage(
    shortcutSchema,
    raw,
    SHORTCUT_DEFAULTS,
    client.logger,
    "shortcut list",
  );
  return sortByOrder(page.results);
}

/**
 * A bot's shortcuts sorted by order. Without a token the server answers only the active ones.
 * A failure is logged and gives an empty list.
 */
export function listShortcuts(client: ApiClient, botId: number): Promise<Shortcut[]> {
  return recoverWith(client.logger, "Loading shortcuts failed", [], () =>
    readShortcuts(client, botId),
  );
}

/**
 * The same list for a screen that tells a failure from an empty list: a failure is logged and
 * rejected.
 */
export function loadShortcuts(client: ApiClient, botId: number): Promise<Shortcut[]> {
  return logAndRethrow(client.logger, "Loading shortcuts failed", () =>
    readShortcuts(client, botId),
  );
}

/** Creates a shortcut; a failure is logged and gives undefined. */
export function createShortcut(
  client: ApiClient,
  payload: ShortcutCreate,
): Promise<Shortcut | undefined> {
  return recoverWith(client.logger, "Creating a shortcut failed", undefined, async () => {
    const raw = await client.request(ROUTES.createShortcut, { json: payload });
    return readShortcut(client, raw);
  });
}

/** Changes a shortcut; a failure is logged and rejected. */
export function updateShortcut(
  client: ApiClient,
  botId: number,
  id: number,
  changes: ShortcutUpdate,
): Promise<Shortcut> {
  return logAndRethrow(client.logger, "Updating a shortcut failed", async () => {
    const raw = await client.request(ROUTES.updateShortcut, {
      params: { id },
      searchParams: { bot_id: botId },
      json: changes,
    });
    return readShortcut(client, raw);
  });
}

/** Deletes a shortcut; resolves to false (after logging) when that failed. */
export function deleteShortcut(client: ApiClient, botId: number, id: number): Promise<boolean> {
  return recoverWith(client.logger, "Deleting a shortcut failed", false, async () => {
    await client.request(ROUTES.deleteShortcut, {
      params: { id },
      searchParams: { bot_id: botId },
    });
    return true;
  });
}
