import { MAX_RATING_COMMENT_LENGTH } from "@org/api-client";
import { type FormEvent, useState } from "react";
import type { ChatMessage } from "../lib/conversation";
import type { RatingAction } from "../lib/rating";
import { safeUrl } from "../lib/safe-url";
import { useTexts } from "../lib/texts-context";
import { AnswerMarkdown } from "../markdown/answer-markdown";
import { BotAvatar } from "./bot-avatar";
import { ThumbDownIcon, ThumbUpIcon } from "./icons";

export interface MessageItemProps {
  message: ChatMessage;
  avatarUrl: string | null;
  /** Sources and rating controls (assistant answers after the welcome, not while loading). */
  showTools: boolean;
  onRate: (id: number, action: RatingAction) => void;
  onComment: (id: number, text: string) => Promise<boolean>;
}

/** A visitor's question (a sent bubble) or an assistant's answer (the AI layout). */
export function MessageItem({
  message,
  avatarUrl,
  showTools,
  onRate,
  onComment,
}: MessageItemProps) {
  const texts = useTexts();
  if (message.role === "user") {
    return (
      <li className="ami-message ami-message-sent">
        <span className="ami-sr-only">{texts.userAuthor}</span>
        <div className="ami-bubble-text">{message.content}</div>
      </li>
    );
  }
  const { id } = message;
  return (
    <li className="ami-message ami-message-received">
      <BotAvatar src={avatarUrl} size="sm" />
      <div className="ami-message-body">
        <AnswerMarkdown source={message.content} />
        {showTools && typeof id === "number" ? (
          <>
            {message.curated ? <p className="ami-curated">{texts.curatedLabel}</p> : null}
            {message.sources.length > 0 ? (
              <details className="ami-sources">
                <summary>
                  {texts.sourcesLabel} ({message.sources.length})
                </summary>
                <ul>
                  {message.sources.map((source) => (
                    <SourceItem
                      key={`${source.url}
${source.chunk}`}
                      {...source}
                    />
                  ))}
                </ul>
              </details>
            ) : null}
            <div className="ami-rating" data-rating={message.rating}>
              <button
                type="button"
                className="ami-icon-button ami-like"
                title={texts.likeTitle}
                aria-label={texts.likeTitle}
                aria-pressed={message.rating === 1}
                onClick={() => onRate(id, "like")}
              >
                <ThumbUpIcon />
              </button>
              <button
                type="button"
                className="ami-icon-button ami-dislike"
                title={texts.dislikeTitle}
                aria-label={texts.dislikeTitle}
                aria-pressed={message.rating === -1}
                onClick={() => onRate(id, "dislike")}
              >
                <ThumbDownIcon />
              </button>
            </div>
            {message.rating === -1 ? (
              <DislikeComment id={id} commented={message.commented} onComment={onComment} />
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Under a disliked answer: what was wrong with it, in a few words, sent once; once sent (after a
 * reload too), that it was passed on.
 */
function DislikeComment({
  id,
  commented,
  onComment,
}: {
  id: number;
  commented: boolean;
  onComment: (id: number, text: string) => Promise<boolean>;
}) {
  const texts = useTexts().dislikeComment;
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  if (commented) {
    return (
      <p className="ami-dislike-comment" role="status">
        {texts.thanks}
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    // Sent, the answer is commented on and this form gives way; refused, the visitor may retry.
    if (!(await onComment(id, text))) setSending(false);
  };
  return (
    <form className="ami-dislike-comment" onSubmit={submit}>
      <label>
        {texts.label}
        <textarea
          value={text}
          rows={2}
          maxLength={MAX_RATING_COMMENT_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" disabled={text.trim() === "" || sending}>
        {texts.send}
      </button>
    </form>
  );
}

function SourceItem({ url, chunk }: { url: string; chunk: string }) {
  const href = safeUrl(url);
  return (
    <li className="ami-source">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      ) : (
        <span>{url}</span>
      )}
      {chunk ? <p>{chunk}</p> : null}
    </li>
  );
}
