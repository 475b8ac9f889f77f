import { NAV_ITEMS } from "@/components/layout/nav-data";
import { BotsPage } from "@/features/bots";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.bots, BotsPage);
