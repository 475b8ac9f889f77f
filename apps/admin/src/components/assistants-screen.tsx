import type { Bot } from "@org/api-client";
import { Skeleton } from "@org/ui";
import type { ReactNode } from "react";
import { useAccountBots } from "@/hooks/use-account-bots";
import { hasOne } from "@/lib/has-one";
import { LoadErrorCard } from "./load-error-card";
import { NoAssistantsYet } from "./no-assistants-yet";
import { PageHeader } from "./page-header";

export interface AssistantsScreenProps {
  title: string;
  description: ReactNode;
  /** What an assistant would be seen here for, ending "créez-en un … pour {purpose}." */
  purpose: string;
  /** The screen, given the current account's assistants (at least one). */
  children: (bots: readonly [Bot, ...Bot[]]) => ReactNode;
}

/**
 * A screen about the current account's assistants: its header, then a skeleton while they load,
 * a message to try again when they cannot be, where to create one when there is none, and
 * otherwise the screen itself.
 */
export function AssistantsScreen({ title, description, purpose, children }: AssistantsScreenProps) {
  const bots = useAccountBots();
  return (
    <>
      <PageHeader title={title} description={description} />
      {bots.isPending ? (
        <div className="grid gap-3" aria-hidden>
          <Skeleton className="h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : bots.isError ? (
        <LoadErrorCard
          message="Impossible de charger les assistants."
          onRetry={() => bots.refetch()}
        />
      ) : hasOne(bots.data.results) ? (
        children(bots.data.results)
      ) : (
        <NoAssistantsYet purpose={purpose} />
      )}
    </>
  );
}
