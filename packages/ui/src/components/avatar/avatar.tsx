import { Avatar as AvatarPrimitive } from "radix-ui";
import { forwardRef, type HTMLAttributes, type ReactNode, useState } from "react";
import { cx } from "../../lib/class-names";
import { getInitials } from "./get-initials";

export type AvatarImageStatus = "idle" | "loading" | "loaded" | "error";

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** Whose avatar it is: the accessible name, and the source of the initials placeholder. */
  name: string;
  /** Picture; while it is missing, loading or broken the placeholder shows instead. */
  src?: string | null;
  /** The placeholder, e.g. an icon for what is not a person; the initials of `name` by default. */
  fallback?: ReactNode;
  size?: "sm" | "md" | "lg";
  shape?: "circle" | "rounded";
  onStatusChange?: (status: AvatarImageStatus) => void;
}

const sizeClasses = {
  sm: "size-6 text-[10px]",
  md: "size-8 text-xs",
  lg: "size-12 text-base",
} as const;

/**
 * A person's or a bot's picture. The image goes through idle, loading, loaded or error (exposed as
 * `data-status`); a placeholder shows unless it is loaded: the first two letters of the name, or
 * the `fallback` given.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = "md", shape = "circle", fallback, onStatusChange, className, ...props },
  ref,
) {
  const [imageStatus, setImageStatus] = useState<AvatarImageStatus>("idle");
  // With no picture there is nothing to load: the avatar stays idle and shows its initials.
  const status = src ? imageStatus : "idle";
  return (
    <AvatarPrimitive.Root
      ref={ref}
      data-status={status}
      className={cx(
        "relative inline-flex shrink-0 overflow-hidden align-middle select-none",
        shape === "circle" ? "rounded-full" : "rounded-md",
        sizeClasses[size],
        className,
      )}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt={name}
          className="size-full object-cover"
          onLoadingStatusChange={(next) => {
            setImageStatus(next);
            onStatusChange?.(next);
          }}
        />
      ) : null}
      <AvatarPrimitive.Fallback
        role="img"
        aria-label={name}
        className="flex size-full items-center justify-center bg-accent-3 font-medium text-accent-11"
      >
        {fallback ?? getInitials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
});
