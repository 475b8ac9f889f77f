import { NAV_ITEMS } from "@/components/layout/nav-data";
import { ChatsPage } from "@/features/chats";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.chats, ChatsPage);
