import type { ApiClient } from "../client/create-api-client";
import type { ChatSession } from "../schemas/chat";
import type { Bubble, WidgetShortcut } from "../schemas/content";
import { listBubbleMessages } from "./bubble-messages";
import { closeSession, startSession } from "./chat";
import { listShortcuts } from "./shortcuts";

/** The bubbles the widget floats beside its button: active ones, by order. */
export async function listBubbles(client: ApiClient, botId: number): Promise<Bubble[]> {
  const messages = await listBubbleMessages(client, botId);
  return messages
    .filter((message) => message.is_active)
    .map((message) => ({ id: message.id, bubble: message.message }));
}

/** The shortcut buttons of the widget: active ones, by order. */
export async function listWidgetShortcuts(
  client: ApiClient,
  botId: number,
): Promise<WidgetShortcut[]> {
  const shortcuts = await listShortcuts(client, botId);
  return shortcuts
    .filter((shortcut) => shortcut.is_active)
    .map((shortcut) => ({ id: shortcut.id, label: shortcut.label }));
}

/**
 * Closes the session, then opens a new one with the same bot. Either step's failure is logged;
 * the new session is undefined when it could not be opened.
 */
export async function resetSession(
  client: ApiClient,
  session: ChatSession,
): Promise<ChatSession | undefined> {
  await closeSession(client, session);
  return startSession(client, session.bot_id);
}
