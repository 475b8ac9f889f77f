import type { ChatHistory } from "@org/api-client";
import { AnswerPlainText } from "@org/chat-widget/markdown";
import { PagedList } from "@/components/paged-list";
import { SelectableListItem } from "@/components/selectable-list-item";
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
  return (
    <PagedList
      items={conversations}
      countLabel={count > 1 ? `${count} conversations` : "1 conversation"}
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      pagesLabel="Pages des conversations"
      emptyMessage={emptyMessage}
    >
      {(conversation) => (
        <SelectableListItem
          key={conversation.id}
          selected={conversation.id === selectedId}
          onSelect={() => onSelect(conversation)}
          className="gap-1"
        >
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{formatDateTime(new Date(conversation.started_at))}</span>
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
        </SelectableListItem>
      )}
    </PagedList>
  );
}
