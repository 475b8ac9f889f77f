import { NAV_ITEMS } from "@/components/layout/nav-data";
import { CuratedAnswersPage } from "@/features/curated-answers";
import { guardedScreen } from "./permission-gate";

export const Component = guardedScreen(NAV_ITEMS.curatedAnswers, CuratedAnswersPage);
