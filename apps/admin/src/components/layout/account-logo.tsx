import { getInitials } from "@org/ui";
import { cx } from "@/lib/class-names";

/** An account's logo: its initials on the accent colour. */
export function AccountLogo({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cx(
        "flex shrink-0 items-center justify-center font-semibold",
        size === "md"
          ? "size-8 rounded-lg bg-primary text-xs text-primary-foreground"
          : "size-6 rounded-md border border-border text-[10px]",
        className,
      )}
    >
      {getInitials(name)}
    </span>
  );
}
