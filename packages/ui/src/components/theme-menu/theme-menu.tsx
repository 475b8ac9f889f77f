import { DesktopIcon, MoonIcon, SunIcon } from "@radix-ui/react-icons";
import { DropdownMenu } from "@radix-ui/themes";
import type { ThemePreference } from "../../lib/preference-storage";
import { useTheme } from "../../theme/theme-context";
import { IconButton } from "../icon-button/icon-button";

export interface ThemeMenuProps {
  /** Accessible name of the trigger. */
  label?: string;
  /** Text of each choice. */
  choiceLabels?: Record<ThemePreference, string>;
}

const icons = { light: SunIcon, dark: MoonIcon, system: DesktopIcon } as const;

/** The header's theme menu: Light, Dark or System, the current one checked. */
export function ThemeMenu({
  label = "Change theme",
  choiceLabels = { light: "Light", dark: "Dark", system: "System" },
}: ThemeMenuProps) {
  const { theme, resolvedTheme, setTheme, themes } = useTheme();
  const TriggerIcon = icons[resolvedTheme];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton aria-label={label} variant="ghost">
          <TriggerIcon aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          value={theme}
          onValueChange={(value) => setTheme(value as ThemePreference)}
        >
          {themes.map((choice) => {
            const Icon = icons[choice];
            return (
              <DropdownMenu.RadioItem key={choice} value={choice}>
                <span className="inline-flex items-center gap-2">
                  <Icon aria-hidden />
                  {choiceLabels[choice]}
                </span>
              </DropdownMenu.RadioItem>
            );
          })}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
