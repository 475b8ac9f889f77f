import { RATING_LABELS, type Rating } from "@org/api-client";
import { Badge } from "@org/ui";
import { ChatsThumbIcon } from "./chats-thumb-icon";

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** How many answers of a conversation were liked and disliked; nothing when none was rated. */
export function ChatsRatingCounts({ likes, dislikes }: { likes: number; dislikes: number }) {
  const liked = plural(likes, "réponse utile", "réponses utiles");
  const disliked = plural(dislikes, "réponse inutile", "réponses inutiles");
  return (
    <span className="inline-flex gap-1.5">
      {likes > 0 ? (
        <Badge variant="success" title={liked}>
          <ChatsThumbIcon direction="up" />
          <span aria-hidden>{likes}</span>
          <span className="sr-only">{liked}</span>
        </Badge>
      ) : null}
      {dislikes > 0 ? (
        <Badge variant="destructive" title={disliked}>
          <ChatsThumbIcon direction="down" />
          <span aria-hidden>{dislikes}</span>
          <span className="sr-only">{disliked}</span>
        </Badge>
      ) : null}
    </span>
  );
}

/** The visitor's rating of one answer, said in words beside its thumb. */
export function ChatsAnswerRating({ rating }: { rating: Rating }) {
  if (rating === 1) {
    return (
      <Badge variant="success">
        <ChatsThumbIcon direction="up" />
        {RATING_LABELS[1]}
      </Badge>
    );
  }
  if (rating === -1) {
    return (
      <Badge variant="destructive">
        <ChatsThumbIcon direction="down" />
        {RATING_LABELS[-1]}
      </Badge>
    );
  }
  return <span className="text-xs text-muted-foreground">{RATING_LABELS[0]}</span>;
}
