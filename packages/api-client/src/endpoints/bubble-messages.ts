import type { ApiClient } from "../client/create-api-client";
import { readLenientPage } from "../parsing/list-response";
import { parseLenient } from "../parsing/parse-lenient";
import { sortByOrder } from "../parsing/sort-by-order";
import * as ROUTES from "../routes";
import { type BubbleMessage, bubbleMessageSchema } from "../schemas/content";
import type { BubbleMessageCreate, BubbleMessageUpdate } from "../schemas/content-changes";
import { logAndRethrow, recoverWith } from "./failure-policies";

/** Filled in when a bubble message answer lacks them. */
const BUBBLE_MESSAGE_DEFAULTS: Partial<BubbleMessage> = { message: "", order: 0, is_active: true };

function readBubbleMessage(client: ApiClient, raw: unknown): BubbleMessage {
  return parseLenient(bubbleMessageSchema, raw, BUBBLE_MESSAGE_DEFAULTS, client.logger, "bubble");
}

async function readBubbleMessages(client: ApiClient, botId: number): Promise<BubbleMessage[]> {
  const raw = await client.request(ROUTES.listBubbleMessages, {
    searchParams: { bot_id: botId },
  });
  const page = readLenientPage(
    bubbleMessageSchema,
    raw,
    BUBBLE_MESSAGE_DEFAULTS,
    client.logger,
    "bubble list",
  );
  return sortByOrder(page.results);
}

/**
 * A bot's bubble messages sorted by order. Without a token the server answers only the active
 * ones. A failure is logged and gives an empty list.
 */
export function listBubbleMessages(client: ApiClient, botId: number): Promise<BubbleMessage[]> {
  return recoverWith(client.logger, "Loading bubble messages failed", [], () =>
    readBubbleMessages(client, botId),
  );
}

/**
 * The same list for a screen that tells a failure from an empty list: a failure is logged and
 * rejected.
 */
export function loadBubbleMessages(client: ApiClient, botId: number): Promise<BubbleMessage[]> {
  return logAndRethrow(client.logger, "Loading bubble messages failed", () =>
    readBubbleMessages(client, botId),
  );
}

/** Creates an active bubble message; a failure is logged and gives undefined. */
export function createBubbleMessage(
  client: ApiClient,
  payload: Omit<BubbleMessageCreate, "is_active">,
): Promise<BubbleMessage | undefined> {
  return recoverWith(client.logger, "Creating a bubble message failed", undefined, async () => {
    const raw = await client.request(ROUTES.createBubbleMessage, {
      json: { ...payload, is_active: true },
    });
    return readBubbleMessage(client, raw);
  });
}

/** Changes a bubble message; a failure is logged and rejected. */
export function updateBubbleMessage(
  client: ApiClient,
  botId: number,
  id: number,
  changes: BubbleMessageUpdate,
): Promise<BubbleMessage> {
  return logAndRethrow(client.logger, "Updating a bubble message failed", async () => {
    const raw = await client.request(ROUTES.updateBubbleMessage, {
      params: { id },
      searchParams: { bot_id: botId },
      json: changes,
    });
    return readBubbleMessage(client, raw);
  });
}

/** Deletes a bubble message; resolves to false (after logging) when that failed. */
export function deleteBubbleMessage(
  client: ApiClient,
  botId: number,
  id: number,
): Promise<boolean> {
  return recoverWith(client.logger, "Deleting a bubble message failed", false, async () => {
    await client.request(ROUTES.deleteBubbleMessage, {
      params: { id },
      searchParams: { bot_id: botId },
    });
    return true;
  });
}
