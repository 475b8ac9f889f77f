import {
  CardStackIcon,
  ChatBubbleIcon,
  CodeIcon,
  DashboardIcon,
  GearIcon,
  HomeIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  ReaderIcon,
  UpdateIcon,
} from "@radix-ui/react-icons";
import type { ComponentType } from "react";
import { DASHBOARD_PERMISSIONS, PERMISSION } from "@/lib/permissions";

export interface NavItem {
  title: string;
  url: string;
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  /** Every one is needed to see the entry. */
  permissions: readonly string[];
  /** The entry shows the number of assistants of the current account. */
  countsAssistants?: boolean;
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

/** The navigation of the back-office; the sidebar and the command palette are both drawn from it. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: "Général",
    items: [
      {
        title: "Tableau de bord",
        url: "/",
        icon: DashboardIcon,
        permissions: DASHBOARD_PERMISSIONS,
      },
      {
        title: "Utilisateurs",
        url: "/users",
        icon: PersonIcon,
        permissions: [PERMISSION.viewUser],
      },
      {
        title: "Assistant IA",
        url: "/bots",
        icon: ChatBubbleIcon,
        permissions: [PERMISSION.viewBot],
        countsAssistants: true,
      },
    ],
  },
  {
    title: "Assistants",
    items: [
      {
        title: "Bases de connaissances",
        url: "/knowledge_bases",
        icon: ReaderIcon,
        permissions: [PERMISSION.viewBot],
      },
      {
        title: "Conversations",
        url: "/chats",
        icon: CardStackIcon,
        permissions: [PERMISSION.viewBot],
      },
      {
        title: "Applications",
        url: "/apps",
        icon: CodeIcon,
        permissions: [PERMISSION.viewBot],
      },
    ],
  },
  {
    title: "Gestion",
    items: [
      {
        title: "Comptes",
        url: "/accounts",
        icon: HomeIcon,
        permissions: [PERMISSION.viewUser],
      },
      {
        title: "Tâches",
        url: "/tasks",
        icon: UpdateIcon,
        permissions: [PERMISSION.viewBot],
      },
    ],
  },
  {
    title: "Aide et réglages",
    items: [
      { title: "Paramètres", url: "/settings", icon: GearIcon, permissions: [] },
      {
        title: "Centre d'aide",
        url: "/help-center",
        icon: QuestionMarkCircledIcon,
        permissions: [],
      },
    ],
  },
];
