import { type ApiClient, listWidgetShortcuts, type WidgetShortcut } from "@org/api-client";
import { useEffect, useState } from "react";

/** The bot's shortcut buttons, loaded once; none when loading fails (it is logged). */
export function useShortcuts(client: ApiClient, botId: number): WidgetShortcut[] {
  const [shortcuts, setShortcuts] = useState<WidgetShortcut[]>([]);
  useEffect(() => {
    let active = true;
    listWidgetShortcuts(client, botId).then((list) => active && setShortcuts(list));
    return () => {
      active = false;
    };
  }, [client, botId]);
  return shortcuts;
}
