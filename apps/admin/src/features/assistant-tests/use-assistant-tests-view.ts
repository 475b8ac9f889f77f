import { useSearchParams } from "react-router";
import { positiveInteger } from "@/lib/positive-integer";
import { SCREEN_PARAM } from "@/lib/screen-address";

/** What the tests screen shows, kept in the address so that it survives a reload. */
export interface AssistantTestsView {
  /** The assistant picked; null until one is picked, which means the first. */
  botId: number | null;
  page: number;
}

const PARAM = { bot: SCREEN_PARAM.bot, page: "page" } as const;

/** The screen's view and a way to change part of it. */
export function useAssistantTestsView(): [
  AssistantTestsView,
  (changes: Partial<AssistantTestsView>) => void,
] {
  const [params, setParams] = useSearchParams();
  const view: AssistantTestsView = {
    botId: positiveInteger(params.get(PARAM.bot)),
    page: positiveInteger(params.get(PARAM.page)) ?? 1,
  };
  const change = (changes: Partial<AssistantTestsView>) => {
    const next = { ...view, ...changes };
    const entries: [string, string][] = [];
    if (next.botId !== null) entries.push([PARAM.bot, String(next.botId)]);
    if (next.page > 1) entries.push([PARAM.page, String(next.page)]);
    setParams(new URLSearchParams(entries));
  };
  return [view, change];
}
