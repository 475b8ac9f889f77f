import { NAV_ITEMS } from "@/components/layout/nav-data";
import { AccountsPage } from "@/features/accounts";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.accounts, AccountsPage);
