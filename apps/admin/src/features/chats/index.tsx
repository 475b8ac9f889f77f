import { AssistantsScreen } from "@/components/assistants-screen";
import { ChatsBrowser } from "./components/chats-browser";
import { useLinkedConversationAssistant } from "./use-linked-conversation-assistant";

/** The conversations of each assistant, to read what visitors asked and fix what was disliked. */
export function ChatsPage() {
  const readingLinkedConversation = useLinkedConversationAssistant();
  return (
    <AssistantsScreen
      pending={readingLinkedConversation}
      title="Conversations"
      description="Les échanges des visiteurs avec vos assistants, avec les sources et les notes de chaque réponse. Repérez les réponses mal notées pour corriger la base de connaissances."
      purpose="voir ses conversations ici"
    >
      {(bots) => <ChatsBrowser bots={bots} />}
    </AssistantsScreen>
  );
}
