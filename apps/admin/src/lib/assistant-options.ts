import type { Bot } from "@org/api-client";

/** The assistants as the choices of a picker, a deactivated one said so. */
export function assistantOptions(bots: readonly Bot[]): { value: string; label: string }[] {
  return bots.map((bot) => ({
    value: String(bot.id),
    label: bot.is_active ? bot.name : `${bot.name} (désactivé)`,
  }));
}
