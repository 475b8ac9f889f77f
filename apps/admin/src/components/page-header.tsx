import type { ReactNode } from "react";

/** The title of a screen of the back-office, with an optional line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 grid gap-1">
      <h1 className="m-0 text-2xl font-bold tracking-tight">{title}</h1>
      {description ? <p className="m-0 text-muted-foreground">{description}</p> : null}
    </div>
  );
}
