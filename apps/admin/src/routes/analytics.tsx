import { NAV_ITEMS } from "@/components/layout/nav-data";
import { AnalyticsPage } from "@/features/analytics";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.analytics, AnalyticsPage);
