import type { WidgetShortcut } from "@org/api-client";
import { TEXTS } from "../texts";

export interface ShortcutBarProps {
  shortcuts: WidgetShortcut[];
  disabled: boolean;
  onPick: (label: string) => void;
}

/** Ready-made questions: a click asks the shortcut's label. */
export function ShortcutBar({ shortcuts, disabled, onPick }: ShortcutBarProps) {
  if (shortcuts.length === 0) return null;
  return (
    <ul className="ami-shortcuts" aria-label={TEXTS.shortcutsLabel}>
      {shortcuts.map((shortcut) => (
        <li key={shortcut.id}>
          <button
            type="button"
            className="ami-shortcut"
            disabled={disabled}
            onClick={() => onPick(shortcut.label)}
          >
            {shortcut.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
