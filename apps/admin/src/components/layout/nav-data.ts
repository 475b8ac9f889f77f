import { PERMISSION, type Permission } from "@org/api-client";
import {
  BarChartIcon,
  CardStackIcon,
  ChatBubbleIcon,
  CheckboxIcon,
  CheckCircledIcon,
  CodeIcon,
  DashboardIcon,
  GearIcon,
  HomeIcon,
  PersonIcon,
  QuestionMarkCircledIcon,
  ReaderIcon,
  TargetIcon,
  UpdateIcon,
} from "@radix-ui/react-icons";
import type { ComponentType } from "react";

export interface NavItem {
  title: string;
  url: string;
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  /** Every one is needed to see the entry and to open its screen: its route guard reads them. */
  permissions: readonly Permission[];
  /** The entry shows the number of assistants of the current account. */
  countsAssistants?: boolean;
}

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

/** The screens of the navigation, by name: each says once what it takes to see and open it. */
export const NAV_ITEMS = {
  /** The dashboard shows users and assistants side by side: it needs both. */
  dashboard: {
    title: "Tableau de bord",
    url: "/",
    icon: DashboardIcon,
    permissions: [PERMISSION.viewUser, PERMISSION.viewBot],
  },
  users: {
    title: "Utilisateurs",
    url: "/users",
    icon: PersonIcon,
    permissions: [PERMISSION.viewUser],
  },
  bots: {
    title: "Assistant IA",
    url: "/bots",
    icon: ChatBubbleIcon,
    permissions: [PERMISSION.viewBot],
    countsAssistants: true,
  },
  knowledgeBases: {
    title: "Bases de connaissances",
    url: "/knowledge_bases",
    icon: ReaderIcon,
    permissions: [PERMISSION.viewBot],
  },
  /**
   * What visitors wrote, under each assistant: personal data, read with its own permission, and
   * the assistant picked with the permission to view assistants.
   */
  chats: {
    title: "Conversations",
    url: "/chats",
    icon: CardStackIcon,
    permissions: [PERMISSION.viewConversation, PERMISSION.viewBot],
  },
  /**
   * The questions the assistants missed, each under its assistant: reading them needs their own
   * permission, and picking the assistant the permission to view assistants.
   */
  improvements: {
    title: "À améliorer",
    url: "/improvements",
    icon: TargetIcon,
    permissions: [PERMISSION.viewMissedquestion, PERMISSION.viewBot],
  },
  /**
   * The answers the organisation wrote itself, each under its assistant: reading them needs their
   * own permission, and picking the assistant the permission to view assistants.
   */
  curatedAnswers: {
    title: "Réponses validées",
    url: "/curated-answers",
    icon: CheckCircledIcon,
    permissions: [PERMISSION.viewCuratedanswer, PERMISSION.viewBot],
  },
  /**
   * The questions kept to check each assistant's answers, under their assistant: reading them
   * needs their own permission, and picking the assistant the permission to view assistants.
   */
  assistantTests: {
    title: "Tests",
    url: "/assistant-tests",
    icon: CheckboxIcon,
    permissions: [PERMISSION.viewAssistanttest, PERMISSION.viewBot],
  },
  /**
   * What visitors asked the assistants and thought of the answers: reading it needs its own
   * permission, and picking the assistant the permission to view assistants.
   */
  analytics: {
    title: "Statistiques",
    url: "/analytics",
    icon: BarChartIcon,
    permissions: [PERMISSION.viewAnalytics, PERMISSION.viewBot],
  },
  /** Embedding settings belong to assistants: seeing them needs the permission to view them. */
  apps: { title: "Applications", url: "/apps", icon: CodeIcon, permissions: [PERMISSION.viewBot] },
  accounts: {
    title: "Comptes",
    url: "/accounts",
    icon: HomeIcon,
    permissions: [PERMISSION.viewUser],
  },
  tasks: { title: "Tâches", url: "/tasks", icon: UpdateIcon, permissions: [PERMISSION.viewBot] },
  settings: { title: "Paramètres", url: "/settings", icon: GearIcon, permissions: [] },
  helpCenter: {
    title: "Centre d'aide",
    url: "/help-center",
    icon: QuestionMarkCircledIcon,
    permissions: [],
  },
} as const satisfies Record<string, NavItem>;

/** The navigation of the back-office; the sidebar and the command palette are both drawn from it. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { title: "Général", items: [NAV_ITEMS.dashboard, NAV_ITEMS.users, NAV_ITEMS.bots] },
  {
    title: "Assistants",
    items: [
      NAV_ITEMS.knowledgeBases,
      NAV_ITEMS.chats,
      NAV_ITEMS.improvements,
      NAV_ITEMS.curatedAnswers,
      NAV_ITEMS.assistantTests,
      NAV_ITEMS.analytics,
      NAV_ITEMS.apps,
    ],
  },
  { title: "Gestion", items: [NAV_ITEMS.accounts, NAV_ITEMS.tasks] },
  { title: "Aide et réglages", items: [NAV_ITEMS.settings, NAV_ITEMS.helpCenter] },
];
