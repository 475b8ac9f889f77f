import type { ChatHistory } from "@org/api-client";
import { AnswerPlainText } from "@org/chat-widget/markdown";
import { ListPages } from "@/components/list-pages";
import { cx } from "@/lib/class-names";
import { formatDateTime } from "@/lib/format-date";
import { ChatsRatingCounts } from "./chats-rating";

export interface ChatsListProps {
  conversations: readonly ChatHistory[];
  count: number;
  page: number;
  pageCount: number;
  selectedId: number | null;
  onSelect: (conversation: ChatHistory) => void;
  onPageChange: (page: number) => void;
  emptyMessage: string;
}

/** One page of conversations, newest first, each opening its messages, with the page controls. */
export function ChatsList({
  conversations,
  count,
  page,
  pageCount,
  selectedId,
  onSelect,
  onPageChange,
  emptyMessage,
}: ChatsListProps) {
  if (conversations.length === 0) {
    return (
      <p className="m-0 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {emptyMessage}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="m-0 text-sm text-muted-foreground">
        {count > 1 ? `${count} conversations` : "1 conversation"}
      </p>
      <ul className="m-0 grid list-none gap-2 p-0">
        {conversations.map((conversation) => {
          const selected = conversation.id === selectedId;
          return (
            <li key={conversation.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() => onSelect(conversation)}
                className={cx(
                  "grid w-full cursor-pointer gap-1 rounded-lg [font:inherit] border bg-card p-3 text-left text-foreground transition-colors hover:bg-gray-a3 focus-visible:outline-2 focus-visible:outline-ring",
                  selected ? "border-accent-9 bg-accent-3" : "border-border",
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {formatDateTime(new Date(conversation.started_at))}
                  </span>
                  <ChatsRatingCounts likes={conversation.likes} dislikes={conversation.dislikes} />
                </span>
                <span className="text-sm text-muted-foreground">
                  {conversation.message_count > 1
                    ? `${conversation.message_count} messages`
                    : "1 message"}
                </span>
                {/* One line per block of the answer, its heading apart from its text. */}
                <span className="line-clamp-2 whitespace-pre-line text-sm">
                  <AnswerPlainText source={conversation.last_message} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <ListPages
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        label="Pages des conversations"
      />
    </div>
  );
}
