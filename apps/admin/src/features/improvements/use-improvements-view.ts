import {
  type MissedQuestionStatus,
  type MissKind,
  missedQuestionStatusSchema,
  missKindSchema,
} from "@org/api-client";
import { useSearchParams } from "react-router";
import { positiveInteger } from "@/lib/positive-integer";
import { SCREEN_PARAM } from "@/lib/screen-address";
import { MISS_KINDS, QUESTION_STATUSES } from "./data/improvement-labels";
import { DEFAULT_PERIOD, PERIODS, type Period } from "./data/periods";

/** What the questions-to-improve screen shows, kept in the address so that it survives a reload. */
export interface ImprovementsView {
  /** The assistant picked; null until one is picked, which means the first. */
  botId: number | null;
  status: MissedQuestionStatus;
  /** The kind of misses counted; null for every kind. */
  kind: MissKind | null;
  period: Period;
  page: number;
  questionId: number | null;
}

const PARAM = {
  bot: SCREEN_PARAM.bot,
  status: "statut",
  kind: "type",
  period: SCREEN_PARAM.period,
  page: "page",
  question: "question",
} as const;

const DEFAULT_STATUS: MissedQuestionStatus = "todo";

/** The screen's view and a way to change part of it. */
export function useImprovementsView(): [
  ImprovementsView,
  (changes: Partial<ImprovementsView>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const status = params.get(PARAM.status);
  const kind = params.get(PARAM.kind);
  const period = params.get(PARAM.period);
  const view: ImprovementsView = {
    botId: positiveInteger(params.get(PARAM.bot)),
    status:
      missedQuestionStatusSchema.options.find((name) => QUESTION_STATUSES[name].param === status) ??
      DEFAULT_STATUS,
    kind: missKindSchema.options.find((name) => MISS_KINDS[name].param === kind) ?? null,
    period: PERIODS.find((candidate) => candidate.value === period)?.value ?? DEFAULT_PERIOD,
    page: positiveInteger(params.get(PARAM.page)) ?? 1,
    questionId: positiveInteger(params.get(PARAM.question)),
  };
  const change = (changes: Partial<ImprovementsView>, options?: { replace?: boolean }) => {
    const next = { ...view, ...changes };
    const entries: [string, string][] = [];
    if (next.botId !== null) entries.push([PARAM.bot, String(next.botId)]);
    if (next.status !== DEFAULT_STATUS) {
      entries.push([PARAM.status, QUESTION_STATUSES[next.status].param]);
    }
    if (next.kind !== null) entries.push([PARAM.kind, MISS_KINDS[next.kind].param]);
    if (next.period !== DEFAULT_PERIOD) entries.push([PARAM.period, next.period]);
    if (next.page > 1) entries.push([PARAM.page, String(next.page)]);
    if (next.questionId !== null) entries.push([PARAM.question, String(next.questionId)]);
    setParams(new URLSearchParams(entries), options);
  };
  return [view, change];
}
