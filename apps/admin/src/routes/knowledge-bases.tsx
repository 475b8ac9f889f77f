import { NAV_ITEMS } from "@/components/layout/nav-data";
import { KnowledgeBasesPage } from "@/features/knowledge-bases";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.knowledgeBases, KnowledgeBasesPage);
