import { useApiClient } from "@org/api-client/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { conversationQuery } from "./api";
import { useChatsView } from "./use-chats-view";

/**
 * An address that names a conversation but not its assistant (`/chats?conversation=N`): the
 * conversation is read, and the address completed in place with its assistant, so that the screen
 * opens it under that assistant, in that assistant's account. True until then. A conversation the
 * user may not read names no assistant: the screen says it is not found, as for any address.
 */
export function useLinkedConversationAssistant(): boolean {
  const client = useApiClient();
  const [view, changeView] = useChatsView();
  const unnamed = view.conversationId !== null && view.botId === null;
  const conversation = useQuery({
    ...conversationQuery(client, view.conversationId ?? 0),
    enabled: unnamed,
  });
  const botId = unnamed ? conversation.data?.bot : undefined;
  useEffect(() => {
    if (botId !== undefined) changeView({ botId }, { replace: true });
  }, [botId, changeView]);
  // Once read, even when it is read again (the screen asks for it when it is not listed).
  return unnamed && (!conversation.isFetched || botId !== undefined);
}
