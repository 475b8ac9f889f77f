import { type Bot, missedQuestionStatusSchema, missKindSchema } from "@org/api-client";
import { Select } from "@org/ui";
import { assistantOptions } from "@/lib/assistant-options";
import { ALL_KINDS_LABEL, MISS_KINDS, QUESTION_STATUSES } from "../data/improvement-labels";
import { PERIODS } from "../data/periods";
import type { ImprovementsView } from "../use-improvements-view";

type Filters = Pick<ImprovementsView, "status" | "kind" | "period"> & { botId: number };

export interface ImprovementsFiltersProps {
  bots: readonly Bot[];
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

/** The value of the kind filter that keeps every kind (a select's value cannot be empty). */
const EVERY_KIND = "tous";

const STATUS_OPTIONS = missedQuestionStatusSchema.options.map((status) => ({
  value: status,
  label: QUESTION_STATUSES[status].filter,
}));
const KIND_OPTIONS = [
  { value: EVERY_KIND, label: ALL_KINDS_LABEL },
  ...missKindSchema.options.map((kind) => ({ value: kind, label: MISS_KINDS[kind].filter })),
];
const PERIOD_OPTIONS = PERIODS.map(({ value, label }) => ({ value, label }));

/** Calls `use` with the choice the select gave, read back as one of `choices`. */
function picked<V extends string>(choices: readonly V[], value: string, use: (choice: V) => void) {
  const choice = choices.find((candidate) => candidate === value);
  if (choice !== undefined) use(choice);
}

/** Which assistant's questions are listed, of which status, counting which misses, since when. */
export function ImprovementsFilters({ bots, filters, onChange }: ImprovementsFiltersProps) {
  const botOptions = assistantOptions(bots);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select
        aria-label="Assistant"
        className="w-72 max-w-full"
        options={botOptions}
        value={String(filters.botId)}
        onValueChange={(value) => onChange({ botId: Number(value) })}
      />
      <Select
        aria-label="Statut"
        className="w-40 max-w-full"
        options={STATUS_OPTIONS}
        value={filters.status}
        onValueChange={(value) =>
          picked(missedQuestionStatusSchema.options, value, (status) => onChange({ status }))
        }
      />
      <Select
        aria-label="Type"
        className="w-44 max-w-full"
        options={KIND_OPTIONS}
        value={filters.kind ?? EVERY_KIND}
        onValueChange={(value) =>
          onChange({ kind: missKindSchema.options.find((kind) => kind === value) ?? null })
        }
      />
      <Select
        aria-label="Période"
        className="w-48 max-w-full"
        options={PERIOD_OPTIONS}
        value={filters.period}
        onValueChange={(value) =>
          picked(
            PERIOD_OPTIONS.map((option) => option.value),
            value,
            (period) => onChange({ period }),
          )
        }
      />
    </div>
  );
}
