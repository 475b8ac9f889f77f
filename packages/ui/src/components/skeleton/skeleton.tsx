import { Skeleton as ThemesSkeleton } from "@radix-ui/themes";
import { type ComponentPropsWithoutRef, forwardRef } from "react";

export type SkeletonProps = ComponentPropsWithoutRef<typeof ThemesSkeleton>;

/**
 * A pulsing placeholder for content that is loading. Wrapping real content with `loading` keeps
 * its size; the placeholder is hidden from assistive technologies and cannot be focused.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(props, ref) {
  return <ThemesSkeleton ref={ref} {...props} />;
});
