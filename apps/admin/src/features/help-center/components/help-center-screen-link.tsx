import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link to a screen of the back-office, inside a guide's text. */
export function HelpCenterScreenLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-accent-11 underline">
      {children}
    </Link>
  );
}
