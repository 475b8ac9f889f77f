import { useSearchParams } from "react-router";
import { positiveInteger } from "@/lib/positive-integer";
import { SCREEN_PARAM } from "@/lib/screen-address";

/** What the conversations screen shows, kept in the address so that it survives a reload. */
export interface ChatsView {
  /** The assistant picked; null until one is picked, which means the first. */
  botId: number | null;
  dislikedOnly: boolean;
  page: number;
  conversationId: number | null;
  /** The message of the conversation pointed at, when it was opened from one (a missed answer). */
  messageId: number | null;
}

const PARAM = {
  bot: SCREEN_PARAM.bot,
  disliked: "mal-notees",
  page: "page",
  conversation: SCREEN_PARAM.conversation,
  message: SCREEN_PARAM.message,
} as const;

/**
 * Changes part of the view; `replace` rewrites the current entry of the history rather than
 * adding one.
 */
export type ChangeChatsView = (
  changes: Partial<ChatsView>,
  options?: { replace?: boolean },
) => void;

/** The screen's view and a way to change part of it. */
export function useChatsView(): [ChatsView, ChangeChatsView] {
  const [params, setParams] = useSearchParams();
  const view: ChatsView = {
    botId: positiveInteger(params.get(PARAM.bot)),
    dislikedOnly: params.get(PARAM.disliked) === "1",
    page: positiveInteger(params.get(PARAM.page)) ?? 1,
    conversationId: positiveInteger(params.get(PARAM.conversation)),
    messageId: positiveInteger(params.get(PARAM.message)),
  };
  const change: ChangeChatsView = (changes, options) => {
    const next = { ...view, ...changes };
    const entries: [string, string][] = [];
    if (next.botId !== null) entries.push([PARAM.bot, String(next.botId)]);
    if (next.dislikedOnly) entries.push([PARAM.disliked, "1"]);
    if (next.page > 1) entries.push([PARAM.page, String(next.page)]);
    if (next.conversationId !== null) {
      entries.push([PARAM.conversation, String(next.conversationId)]);
      if (next.messageId !== null) entries.push([PARAM.message, String(next.messageId)]);
    }
    setParams(new URLSearchParams(entries), options);
  };
  return [view, change];
}
