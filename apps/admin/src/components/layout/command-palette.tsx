import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  type ThemePreference,
  useModifierShortcut,
  useTheme,
} from "@org/ui";
import { DesktopIcon, MoonIcon, SunIcon } from "@radix-ui/react-icons";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { COMMAND_PALETTE_SHORTCUT_KEY } from "@/constants";
import { useRoutePreload } from "@/lib/route-preload";
import { useVisibleNav } from "./use-visible-nav";

interface CommandPaletteContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const CommandPaletteContext = createContext<CommandPaletteContextValue | undefined>(undefined);

/** Whether the command palette is open; only inside a CommandPaletteProvider. */
export function useCommandPalette(): CommandPaletteContextValue {
  const value = useContext(CommandPaletteContext);
  if (!value) throw new Error("useCommandPalette must be used inside a CommandPaletteProvider.");
  return value;
}

/** Holds the palette's open state, opens it on Ctrl or Cmd+K, and draws it. */
export function CommandPaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useModifierShortcut(COMMAND_PALETTE_SHORTCUT_KEY, () => setOpen((current) => !current));
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <CommandPaletteContext.Provider value={value}>
      {children}
      <CommandPalette />
    </CommandPaletteContext.Provider>
  );
}

const THEME_CHOICES: { value: ThemePreference; label: string; icon: typeof SunIcon }[] = [
  { value: "light", label: "Light", icon: SunIcon },
  { value: "dark", label: "Dark", icon: MoonIcon },
  { value: "system", label: "System", icon: DesktopIcon },
];

/** The navigation entries the user may open and the theme choices, searchable. */
function CommandPalette() {
  const { open, setOpen } = useCommandPalette();
  const groups = useVisibleNav();
  const navigate = useNavigate();
  const preload = useRoutePreload();
  const { setTheme } = useTheme();

  function run(action: () => void) {
    setOpen(false);
    action();
  }

  return (
    <CommandDialog
      open={open}
      onOpenChange={setOpen}
      title="Palette de commandes"
      description="Cherchez une page ou un thème, puis appuyez sur Entrée pour l'ouvrir."
    >
      <CommandInput placeholder="Type a command or search..." />
      <CommandList>
        <CommandEmpty>No results found.</CommandEmpty>
        {groups.map((group) => (
          <CommandGroup key={group.title} heading={group.title}>
            {group.items.map((item) => (
              <CommandItem
                key={item.url}
                value={`${item.title} ${item.url}`}
                onFocus={() => preload(item.url)}
                onSelect={() => run(() => navigate(item.url))}
              >
                <item.icon aria-hidden />
                {item.title}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
        <CommandSeparator />
        <CommandGroup heading="Thème">
          {THEME_CHOICES.map((choice) => (
            <CommandItem key={choice.value} onSelect={() => run(() => setTheme(choice.value))}>
              <choice.icon aria-hidden />
              {choice.label}
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
    </CommandDialog>
  );
}
