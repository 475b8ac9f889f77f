import { DEFAULT_WELCOME_MESSAGE } from "../constants";

/**
 * The first assistant message: the bot's welcome on one line, or the default greeting (the
 * specification's, or the one of the widget's language).
 */
export function welcomeText(
  welcomeMessage: string | null | undefined,
  greeting: string = DEFAULT_WELCOME_MESSAGE,
): string {
  const oneLine = (welcomeMessage ?? "").replace(/[\r\n]+/g, " ").trim();
  return oneLine === "" ? greeting : oneLine;
}
