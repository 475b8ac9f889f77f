import { useRef } from "react";
import { useAutoScroll } from "../hooks/use-auto-scroll";
import { type ChatMessage, showsAnswerTools } from "../lib/conversation";
import type { RatingAction } from "../lib/rating";
import { useTexts } from "../lib/texts-context";
import { ArrowDownIcon } from "./icons";
import { MessageItem } from "./message-item";
import { TypingIndicator } from "./typing-indicator";

export interface MessageListProps {
  messages: ChatMessage[];
  loading: boolean;
  welcomeTyping: boolean;
  avatarUrl: string | null;
  onRate: (id: number, action: RatingAction) => void;
  onComment: (id: number, text: string) => Promise<boolean>;
}

/**
 * The conversation, following new content, with a button back to the bottom. The button has a
 * row of its own below the list, never over it: it would hide the last lines it leads to.
 */
export function MessageList({
  messages,
  loading,
  welcomeTyping,
  avatarUrl,
  onRate,
  onComment,
}: MessageListProps) {
  const texts = useTexts();
  const listRef = useRef<HTMLElement>(null);
  const last = messages[messages.length - 1];
  // Waiting: the indicator shows until the first words of the answer arrive.
  const typing = welcomeTyping || (loading && last?.role === "user");
  const contentKey = `${messages.length}:${last?.content.length ?? 0}:${typing}`;
  const { atBottom, scrollToBottom, listeners } = useAutoScroll(listRef, contentKey);

  return (
    <div className="ami-messages-frame">
      <section
        ref={listRef}
        className="ami-messages"
        aria-label={texts.messagesLabel}
        {...listeners}
      >
        <ol className="ami-message-list">
          {messages.map((message, index) => (
            <MessageItem
              key={message.id}
              message={message}
              avatarUrl={avatarUrl}
              showTools={showsAnswerTools(message, index, loading)}
              onRate={onRate}
              onComment={onComment}
            />
          ))}
        </ol>
        {typing ? <TypingIndicator /> : null}
      </section>
      {atBottom ? null : (
        <div className="ami-scroll-bottom-row">
          <button
            type="button"
            className="ami-scroll-bottom"
            title={texts.scrollToBottomTitle}
            aria-label={texts.scrollToBottomTitle}
            onClick={scrollToBottom}
          >
            <ArrowDownIcon />
          </button>
        </div>
      )}
    </div>
  );
}
