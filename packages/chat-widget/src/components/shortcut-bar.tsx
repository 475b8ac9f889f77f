import type { WidgetShortcut } from "@org/api-client";
import { useTexts } from "../lib/texts-context";

export interface ShortcutBarProps {
  shortcuts: WidgetShortcut[];
  disabled: boolean;
  onPick: (label: string) => void;
}

/** Ready-made questions: a click asks the shortcut's label. */
export function ShortcutBar({ shortcuts, disabled, onPick }: ShortcutBarProps) {
  const texts = useTexts();
  if (shortcuts.length === 0) return null;
  return (
    <ul className="ami-shortcuts" aria-label={texts.shortcutsLabel}>
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
