/**
 * The parameters of a screen's address that several screens read alike, so that a link from one
 * screen opens another on what it was about ("/improvements?assistant=3&periode=tout").
 */
export const SCREEN_PARAM = {
  /** The assistant the screen shows. */
  bot: "assistant",
  /** How far back its figures or questions go. */
  period: "periode",
  /** The conversation opened in Conversations. */
  conversation: "conversation",
  /** The message of that conversation pointed at (a missed answer). */
  message: "message",
} as const;

/** The period value for "since the start", on the screens that offer it. */
export const SINCE_THE_START = "tout";

/** The address of a screen about one assistant, with other parameters of the screen's. */
export function assistantScreenAddress(
  url: string,
  botId: number,
  params: Record<string, string> = {},
): string {
  return `${url}?${new URLSearchParams({ [SCREEN_PARAM.bot]: String(botId), ...params })}`;
}
