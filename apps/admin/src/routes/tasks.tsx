import { NAV_ITEMS } from "@/components/layout/nav-data";
import { TasksPage } from "@/features/tasks";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.tasks, TasksPage);
