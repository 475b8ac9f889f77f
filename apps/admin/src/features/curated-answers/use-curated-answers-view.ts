import { useSearchParams } from "react-router";
import { positiveInteger } from "@/lib/positive-integer";
import { SCREEN_PARAM } from "@/lib/screen-address";

/** What the curated answers screen shows, kept in the address so that it survives a reload. */
export interface CuratedAnswersView {
  /** The assistant picked; null until one is picked, which means the first. */
  botId: number | null;
  /** The text the answers are searched for; empty for all. */
  search: string;
  page: number;
}

const PARAM = { bot: SCREEN_PARAM.bot, search: "recherche", page: "page" } as const;

/**
 * The screen's view and a way to change part of it; a change made while typing replaces the
 * address rather than adding a step to the history.
 */
export function useCuratedAnswersView(): [
  CuratedAnswersView,
  (changes: Partial<CuratedAnswersView>, options?: { typing: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const view: CuratedAnswersView = {
    botId: positiveInteger(params.get(PARAM.bot)),
    search: params.get(PARAM.search) ?? "",
    page: positiveInteger(params.get(PARAM.page)) ?? 1,
  };
  const change = (changes: Partial<CuratedAnswersView>, options = { typing: false }) => {
    const next = { ...view, ...changes };
    const entries: [string, string][] = [];
    if (next.botId !== null) entries.push([PARAM.bot, String(next.botId)]);
    if (next.search !== "") entries.push([PARAM.search, next.search]);
    if (next.page > 1) entries.push([PARAM.page, String(next.page)]);
    setParams(new URLSearchParams(entries), { replace: options.typing });
  };
  return [view, change];
}
