import { Switch } from "@org/ui";
import { useId } from "react";

export interface SettingsToggleProps {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One on/off preference: what it does on the left, its switch on the right. */
export function SettingsToggle({
  label,
  description,
  checked,
  onCheckedChange,
}: SettingsToggleProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="m-0 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={checked}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
