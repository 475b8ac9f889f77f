import type { ComponentProps } from "react";
import { Link } from "react-router";
import { usePreloadOnIntent } from "./route-preload-context";

export interface PreloadLinkProps extends Omit<ComponentProps<typeof Link>, "to"> {
  to: string;
}

/** A link whose screen starts loading as soon as the user shows the intent to follow it. */
export function PreloadLink({
  to,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  ...props
}: PreloadLinkProps) {
  const intent = usePreloadOnIntent(to);
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        intent.onMouseEnter();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        intent.onMouseLeave();
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        intent.onFocus();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        intent.onBlur();
        onBlur?.(event);
      }}
      onTouchStart={(event) => {
        intent.onTouchStart();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
