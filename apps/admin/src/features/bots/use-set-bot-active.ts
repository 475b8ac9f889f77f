import type { Bot } from "@org/api-client";
import { useUpdateBot } from "@org/api-client/react";
import { toast } from "@org/ui";

/** Turns an assistant on or off, then says so; a refusal is shown by the general handler. */
export function useSetBotActive() {
  const updateBot = useUpdateBot();
  return async (bot: Bot, active: boolean): Promise<boolean> => {
    const saved = await updateBot
      .mutateAsync({ id: bot.id, changes: { is_active: active } })
      .catch(() => null);
    if (!saved) return false;
    toast({
      title: active ? "Assistant activé" : "Assistant désactivé",
      description: active
        ? `${bot.name} répond de nouveau aux visiteurs.`
        : `${bot.name} ne répond plus aux visiteurs.`,
    });
    return true;
  };
}
