import { NAV_ITEMS } from "@/components/layout/nav-data";
import { KnowledgeBasePage } from "@/features/knowledge-bases";
import { guardedScreen } from "./permission-gate";

/** Adding knowledge opens for those who may open the list of knowledge bases. */
export const Component = guardedScreen(NAV_ITEMS.knowledgeBases, KnowledgeBasePage);
