import type { KnowledgeBase, KnowledgeBaseSync, SyncSchedule } from "@org/api-client";
import { useSetSyncSchedule } from "@org/api-client/react";
import { Button, FormField, Select, toast } from "@org/ui";
import { FormError } from "@/components/form-error";
import { formatDateTimeIn } from "@/lib/format-date";
import { ofName } from "@/lib/of-name";
import { useForm } from "@/lib/use-form";

type Frequency = KnowledgeBaseSync["frequency"];

const FREQUENCY_OPTIONS: { value: Frequency; label: string }[] = [
  { value: "off", label: "Jamais" },
  { value: "daily", label: "Chaque jour" },
  { value: "weekly", label: "Chaque semaine" },
];

/** 00 h … 23 h, the hours of the account's time zone. */
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}\u00a0h`,
}));

/** Monday is 1 and Sunday 7, as the API counts them. */
const WEEKDAY_OPTIONS = [
  "lundi",
  "mardi",
  "mercredi",
  "jeudi",
  "vendredi",
  "samedi",
  "dimanche",
].map((label, index) => ({ value: String(index + 1), label }));

/** One choice of the schedule, read-only without the right to change it. */
function ScheduleSelect({
  label,
  name,
  options,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  name: keyof ScheduleValues;
  options: readonly { value: string; label: string }[];
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      <Select
        name={name}
        options={options}
        value={value}
        disabled={disabled}
        onValueChange={onChange}
      />
    </FormField>
  );
}

/** The schedule as the selects hold it. */
interface ScheduleValues {
  frequency: Frequency;
  hour: string;
  weekday: string;
}

function valuesOf(sync: KnowledgeBaseSync): ScheduleValues {
  return { frequency: sync.frequency, hour: String(sync.hour), weekday: String(sync.weekday) };
}

export interface KnowledgeBasesSyncScheduleProps {
  /** A URL base, with its schedule. */
  base: KnowledgeBase & { sync: KnowledgeBaseSync };
  /** May change the schedule (crawling sites): else it is shown read-only. */
  canEdit: boolean;
}

/**
 * When the site of a URL base is crawled again by itself: never, every day or every week, at an
 * hour of its account's time zone; with when that next happens.
 */
export function KnowledgeBasesSyncSchedule({ base, canEdit }: KnowledgeBasesSyncScheduleProps) {
  const setSchedule = useSetSyncSchedule();
  // The answer to the last save says when the next crawl is, before the list is read again.
  const sync = setSchedule.data?.sync ?? base.sync;
  const form = useForm<ScheduleValues>({
    initialValues: valuesOf(base.sync),
    send: async (values) => {
      const schedule: SyncSchedule = {
        frequency: values.frequency,
        hour: Number(values.hour),
        weekday: Number(values.weekday),
      };
      await setSchedule.mutateAsync({ id: base.id, schedule });
      toast({
        title: "Synchronisation enregistrée",
        description:
          schedule.frequency === "off"
            ? `Le site ${ofName(base.name)} n'est plus lu de nouveau de lui-même.`
            : `Le site ${ofName(base.name)} sera lu de nouveau de lui-même.`,
      });
    },
  });
  const { values, errors, set } = form;

  return (
    <section aria-labelledby={`sync-${base.id}`} className="grid gap-3">
      <span id={`sync-${base.id}`} className="text-sm font-medium">
        Synchronisation automatique
      </span>
      <form className="grid gap-3" noValidate onSubmit={form.submit}>
        <div className="grid gap-3 sm:grid-cols-3">
          <ScheduleSelect
            label="Fréquence"
            name="frequency"
            options={FREQUENCY_OPTIONS}
            value={values.frequency}
            error={errors.frequency}
            disabled={!canEdit}
            onChange={(value) => set("frequency", value as Frequency)}
          />
          {values.frequency === "weekly" ? (
            <ScheduleSelect
              label="Jour"
              name="weekday"
              options={WEEKDAY_OPTIONS}
              value={values.weekday}
              error={errors.weekday}
              disabled={!canEdit}
              onChange={(value) => set("weekday", value)}
            />
          ) : null}
          {values.frequency !== "off" ? (
            <ScheduleSelect
              label="Heure"
              name="hour"
              options={HOUR_OPTIONS}
              value={values.hour}
              error={errors.hour}
              disabled={!canEdit}
              onChange={(value) => set("hour", value)}
            />
          ) : null}
        </div>
        <p className="m-0 text-xs text-muted-foreground">
          L'heure est celle du fuseau horaire du compte&nbsp;: {sync.timeZone}.
        </p>
        {sync.frequency !== "off" && sync.nextSyncAt ? (
          <p className="m-0 text-sm">
            Prochaine synchronisation&nbsp;: {formatDateTimeIn(sync.nextSyncAt, sync.timeZone)}
          </p>
        ) : null}
        <FormError message={errors.form} />
        {canEdit ? (
          <div className="flex justify-end">
            <Button type="submit" variant="outline" loading={setSchedule.isPending}>
              Enregistrer
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
