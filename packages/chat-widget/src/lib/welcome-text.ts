import { DEFAULT_WELCOME_MESSAGE } from "../constants";

/** The first assistant message: the bot's welcome on one line, or the default greeting. */
export function welcomeText(welcomeMessage: string | null | undefined): string {
  const oneLine = (welcomeMessage ?? "").replace(/[\r\n]+/g, " ").trim();
  return oneLine === "" ? DEFAULT_WELCOME_MESSAGE : oneLine;
}
