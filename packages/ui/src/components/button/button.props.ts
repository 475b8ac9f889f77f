import type { Button as ThemesButton } from "@radix-ui/themes";
import type { ComponentPropsWithoutRef } from "react";

export const buttonVariants = [
  "default",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
] as const;
export const buttonSizes = ["sm", "md", "lg"] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

type ThemesButtonProps = ComponentPropsWithoutRef<typeof ThemesButton>;

export interface ButtonProps
  extends Omit<ThemesButtonProps, "variant" | "size" | "color" | "highContrast"> {
  /** What the button does: `default` for the main action, `destructive` for an irreversible one. */
  variant?: ButtonVariant;
  /** Height, padding and text size: a button and an `Input` of the same size are as tall. */
  size?: ButtonSize;
}
