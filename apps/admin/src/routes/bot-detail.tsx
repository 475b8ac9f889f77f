import { NAV_ITEMS } from "@/components/layout/nav-data";
import { BotDetailPage } from "@/features/bots";
import { guardedScreen } from "./permission-gate";

/** An assistant's page opens for those who may open the list of assistants. */
export const Component = guardedScreen(NAV_ITEMS.bots, BotDetailPage);
