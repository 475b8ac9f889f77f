import { NAV_ITEMS } from "@/components/layout/nav-data";
import { AssistantTestsPage } from "@/features/assistant-tests";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.assistantTests, AssistantTestsPage);
