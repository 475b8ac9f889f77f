import type { Bot } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { Skeleton } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import { ofName } from "@/lib/of-name";
import { CONVERSATIONS_PAGE_SIZE, conversationQuery, conversationsQuery } from "../api";
import { useChatsView } from "../use-chats-view";
import { ChatsConversation } from "./chats-conversation";
import { ChatsFilters } from "./chats-filters";
import { ChatsList } from "./chats-list";

/** The assistant and filter controls, the list of conversations and the one opened. */
export function ChatsBrowser({ bots }: { bots: readonly [Bot, ...Bot[]] }) {
  const client = useApiClient();
  const [view, changeView] = useChatsView();
  const [pickedFromList, setPickedFromList] = useState(false);
  const bot = bots.find((candidate) => candidate.id === view.botId) ?? bots[0];
  const conversations = useQuery(
    conversationsQuery(client, bot.id, { page: view.page, dislikedOnly: view.dislikedOnly }),
  );
  const page = conversations.data ?? null;
  const listed = page?.results.find((row) => row.id === view.conversationId) ?? null;
  // A conversation asked for that the page shown does not hold is read on its own, from any of
  // its sessions (a missed question names the one it was asked in).
  const readAlone = view.conversationId !== null && conversations.isSuccess && listed === null;
  const alone = useQuery({
    ...conversationQuery(client, view.conversationId ?? 0),
    enabled: readAlone,
  });
  const aloneOfBot = readAlone && alone.data?.bot === bot.id ? alone.data : null;
  const selected = listed ?? aloneOfBot;

  return (
    <div className="grid gap-4">
      <ChatsFilters
        bots={bots}
        botId={bot.id}
        onBotChange={(botId) => changeView({ botId, page: 1, conversationId: null })}
        dislikedOnly={view.dislikedOnly}
        onDislikedOnlyChange={(dislikedOnly) =>
          changeView({ dislikedOnly, page: 1, conversationId: null })
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-label="Liste des conversations"
          aria-busy={conversations.isFetching || undefined}
        >
          {conversations.isPending ? (
            <div className="grid gap-2" aria-hidden>
              {["a", "b", "c", "d"].map((key) => (
                <Skeleton key={key} className="h-24 w-full" />
              ))}
            </div>
          ) : page === null ? (
            <LoadErrorCard
              message="Impossible de charger les conversations."
              onRetry={() => conversations.refetch()}
            />
          ) : (
            <ChatsList
              conversations={page.results}
              count={page.count}
              page={view.page}
              pageCount={Math.max(1, Math.ceil(page.count / CONVERSATIONS_PAGE_SIZE))}
              selectedId={selected?.id ?? null}
              onSelect={(conversation) => {
                setPickedFromList(true);
                // Named with its assistant, so that the address opens it as it is shown.
                changeView({ botId: bot.id, conversationId: conversation.id, messageId: null });
              }}
              onPageChange={(next) => changeView({ page: next, conversationId: null })}
              emptyMessage={
                view.dislikedOnly
                  ? `Aucune conversation ${ofName(bot.name)} ne contient de réponse mal notée.`
                  : `${bot.name} n'a pas encore eu de conversation.`
              }
            />
          )}
        </section>
        <section
          aria-label="Détail de la conversation"
          className="rounded-lg border border-border bg-card p-4"
        >
          {selected === null && readAlone && alone.isPending ? (
            <div className="grid gap-3" aria-hidden>
              <Skeleton className="h-7 w-3/4" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : selected === null && readAlone ? (
            <p className="m-0" role="alert">
              Cette conversation n'existe plus, ou n'est pas une conversation {ofName(bot.name)}.
            </p>
          ) : selected ? (
            <ChatsConversation
              key={selected.id}
              conversation={selected}
              pointedMessageId={view.messageId}
              focusTitle={pickedFromList}
              onDeleted={() => changeView({ conversationId: null })}
            />
          ) : (
            <p className="m-0 text-muted-foreground">
              Choisissez une conversation pour lire ses messages, leurs sources et leurs notes.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
