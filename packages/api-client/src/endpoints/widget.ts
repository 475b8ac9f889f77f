import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import { parseLenient } from "../parsing/parse-lenient";
import * as ROUTES from "../routes";
import {
  type BotLanguage,
  botAppearanceSchema,
  type PublicBotAppearance,
} from "../schemas/appearance";
import type { ChatSession } from "../schemas/chat";
import type { Bubble, WidgetShortcut } from "../schemas/content";
import { listBubbleMessages } from "./bubble-messages";
import { closeSession, startSession } from "./chat";
import { recoverWith } from "./failure-policies";
import type { SessionStartRefusal } from "./session-start-refusal";
import { listShortcuts } from "./shortcuts";

/**
 * The address of the server's privacy policy for visitors, in their language: what the widget
 * links when neither the site nor the assistant gives a policy of its own.
 */
export function visitorPrivacyUrl(baseUrl: string, language: BotLanguage): string {
  return `${baseUrl.replace(/\/+$/, "")}${ROUTES.getVisitorPrivacy.path}?lang=${language}`;
}

/**
 * The appearance an active bot was given in the back-office, with the address of its privacy
 * policy (public, cacheable). Null when the server has no active bot of that id (404: unknown or
 * deactivated), for the widget to say the assistant is unavailable; undefined, after logging,
 * when it cannot be read (the network, a server error). An answer that does not match the
 * contract (a value added by a newer server) is logged and handed over as received: the caller
 * keeps the fields it knows.
 */
export async function getBotAppearance(
  client: ApiClient,
  botId: number,
): Promise<PublicBotAppearance | null | undefined> {
  return recoverWith(client.logger, "Loading the bot's appearance failed", undefined, async () => {
    try {
      return parseLenient(
        botAppearanceSchema,
        await client.request(ROUTES.getBotAppearance, { params: { id: botId } }),
        {},
        client.logger,
        "bot appearance",
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
}

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
 * the new session is undefined when it could not be opened, and `onRefused` told why when the
 * server refused it for good (see SessionStartRefusal).
 */
export async function resetSession(
  client: ApiClient,
  session: ChatSession,
  onRefused?: (refusal: SessionStartRefusal) => void,
): Promise<ChatSession | undefined> {
  await closeSession(client, session);
  return startSession(client, session.bot_id, undefined, onRefused);
}
