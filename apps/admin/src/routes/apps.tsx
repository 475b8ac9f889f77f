import { NAV_ITEMS } from "@/components/layout/nav-data";
import { AppsPage } from "@/features/apps";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.apps, AppsPage);
