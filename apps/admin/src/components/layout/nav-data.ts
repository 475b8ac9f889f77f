import {
  ChatBubbleIcon,
  DashboardIcon,
  HomeIcon,
  PersonIcon,
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
];
