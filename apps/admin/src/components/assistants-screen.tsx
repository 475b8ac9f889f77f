import type { Bot } from "@org/api-client";
import { botQueries, useApiClient } from "@org/api-client/react";
import { Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useAccountBots } from "@/hooks/use-account-bots";
import { hasOne } from "@/lib/has-one";
import { positiveInteger } from "@/lib/positive-integer";
import { SCREEN_PARAM } from "@/lib/screen-address";
import { useFollowAccount } from "./layout/use-follow-account";
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
  /** The screen still reads which assistant its address is about: a skeleton meanwhile. */
  pending?: boolean;
}

/**
 * A screen about the current account's assistants: its header, then a skeleton while they load,
 * a message to try again when they cannot be, where to create one when there is none, and
 * otherwise the screen itself. An address naming an assistant of another of the user's accounts
 * switches to that account first.
 */
export function AssistantsScreen({
  title,
  description,
  purpose,
  children,
  pending = false,
}: AssistantsScreenProps) {
  const bots = useAccountBots();
  const following = useFollowLinkedAssistant(bots.data?.results);
  return (
    <>
      <PageHeader title={title} description={description} />
      {bots.isPending || following || pending ? (
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

/**
 * Reads the assistant the address names when the current account does not have it, and follows
 * it to its account; true until that is done (an assistant the user may not see is not followed).
 */
function useFollowLinkedAssistant(bots: readonly Bot[] | undefined): boolean {
  const client = useApiClient();
  const [params] = useSearchParams();
  const botId = positiveInteger(params.get(SCREEN_PARAM.bot));
  const elsewhere = bots !== undefined && botId !== null && !bots.some((bot) => bot.id === botId);
  // One that is not found is no one's to follow: the screen opens on the current account.
  const linked = useQuery({
    ...botQueries.detail(client, botId ?? 0),
    enabled: elsewhere,
    retry: false,
  });
  const following = useFollowAccount(elsewhere ? linked.data?.account : undefined);
  return (elsewhere && linked.isPending) || following;
}
