import { cx } from "@/lib/class-names";

export interface SettingsChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  choices: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of radio buttons drawn as cards: one choice of a few, all visible at once. */
export function SettingsChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: SettingsChoiceGroupProps<V>) {
  return (
    <fieldset className="m-0 grid gap-2 border-0 p-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              "flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm",
              "has-[:focus-visible]:outline has-[:focus-visible]:outline-2",
              choice.value === value
                ? "border-[var(--accent-9)] bg-[var(--accent-3)] font-medium"
                : "border-border hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="accent-[var(--accent-9)]"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
