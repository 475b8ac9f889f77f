import type { CurrentUser } from "@org/api-client";
import { useCurrentUser } from "@org/api-client/react";
import { Skeleton } from "@org/ui";
import { type ReactNode, useId } from "react";
import { LoadErrorCard } from "@/components/load-error-card";

export interface SettingsSectionFrameProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One section of the settings: its title, what it is for, then its form. */
export function SettingsSectionFrame({ title, description, children }: SettingsSectionFrameProps) {
  return (
    <section aria-labelledby="settings-section-title" className="grid max-w-2xl gap-5">
      <header className="grid gap-1 border-b border-border pb-4">
        <h2 id="settings-section-title" className="m-0 text-lg font-semibold">
          {title}
        </h2>
        <p className="m-0 text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}

export interface SettingsSubsectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A part of a section with a form of its own: its title, what it is for, then the form. */
export function SettingsSubsection({ title, description, children }: SettingsSubsectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-border p-4 sm:p-5"
    >
      <header className="grid gap-1">
        <h3 id={titleId} className="m-0 text-base font-semibold">
          {title}
        </h3>
        <p className="m-0 text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}

/**
 * The signed-in user as the server knows them, for the sections that edit it: placeholders while
 * it loads, a way to try again when it cannot be read.
 */
export function WithCurrentUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-busy aria-label="Chargement de vos paramètres">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <LoadErrorCard
        message="Impossible de charger vos paramètres."
        onRetry={() => user.refetch()}
      />
    );
  }
  return <>{children(user.data)}</>;
}
