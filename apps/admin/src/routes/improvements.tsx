import { NAV_ITEMS } from "@/components/layout/nav-data";
import { ImprovementsPage } from "@/features/improvements";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.improvements, ImprovementsPage);
