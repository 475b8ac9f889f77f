import { NAV_ITEMS } from "@/components/layout/nav-data";
import { UsersPage } from "@/features/users";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.users, UsersPage);
