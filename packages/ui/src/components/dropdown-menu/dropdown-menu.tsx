import { DropdownMenu as ThemesDropdownMenu } from "@radix-ui/themes";

/**
 * A menu of actions opened from a trigger: `DropdownMenu.Root`, `.Trigger`, `.Content`, `.Item`,
 * `.CheckboxItem`, `.RadioGroup`, `.RadioItem`, `.Label`, `.Group`, `.Separator`, `.Sub`,
 * `.SubTrigger`, `.SubContent`. Arrow keys move, Enter or Space picks, Escape closes and returns
 * focus to the trigger; typing a letter jumps to the matching item.
 */
export const DropdownMenu = ThemesDropdownMenu;
