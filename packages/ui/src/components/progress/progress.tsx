import { Progress as ThemesProgress } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";

export interface ProgressProps extends ComponentPropsWithoutRef<typeof ThemesProgress> {
  /** A progress bar has no visible text: name what is progressing. */
  "aria-label": string;
}

/**
 * How far a task has got, from 0 to `max` (100 by default); without a `value` it shows activity
 * of unknown length. Announced as a progressbar with its value.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(props, ref) {
  return <ThemesProgress ref={ref} {...props} />;
});
