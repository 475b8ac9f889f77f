import { isWebAddress, type MessageApi } from "@org/api-client";
import { AnswerMarkdown } from "@org/chat-widget/markdown";
import { Button } from "@org/ui";
import { Pencil2Icon } from "@radix-ui/react-icons";
import { useEffect, useRef } from "react";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { cx } from "@/lib/class-names";
import { formatDateTime } from "@/lib/format-date";
import { ChatsAnswerOutcome } from "./chats-answer-outcome";
import { ChatsAnswerRating } from "./chats-rating";

type Source = MessageApi["links"][number];

/**
 * One source of an answer: its page, else the text or document it comes from by its name (a
 * knowledge base deleted since, or a document for a user who may not see documents, by no name),
 * and the passage used, folded.
 */
function ChatsSource({ source }: { source: Source }) {
  return (
    <li className="grid gap-1">
      {isWebAddress(source.url) ? (
        <a
          href={source.url}
          target="_blank"
          rel="noreferrer"
          className="break-all text-sm text-accent-11 underline"
        >
          {source.url}
        </a>
      ) : source.knowledge_base ? (
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{source.knowledge_base.name}</span>
          <KnowledgeKindBadge kind={source.knowledge_base.type} />
        </span>
      ) : (
        <span className="text-sm">Extrait de la base de connaissances</span>
      )}
      {source.chunk ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Voir l'extrait utilisé</summary>
          <blockquote className="m-0 mt-1 whitespace-pre-line border-l-2 border-border pl-3">
            {source.chunk}
          </blockquote>
        </details>
      ) : null}
    </li>
  );
}

export interface ChatsMessageProps {
  message: MessageApi;
  /** The answer the conversation was opened from: scrolled into view and marked. */
  pointed?: boolean;
  /** Writes the answer the visitor's question should get; left out where there is none to write. */
  onCorrect?: () => void;
}

/**
 * A message of a conversation: the visitor's on the right, the assistant's on the left, drawn as
 * the widget draws it, with its rating and sources; a disliked answer stands out so that it can
 * be fixed. A courtesy reply to small talk, which the widget offers neither to rate nor to cite,
 * says only what it is (and a rating an older widget sent for it).
 */
export function ChatsMessage({ message, pointed = false, onCorrect }: ChatsMessageProps) {
  const sentAt = formatDateTime(new Date(message.sent_at));
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (pointed) item.current?.scrollIntoView?.({ block: "center" });
  }, [pointed]);
  if (message.sent_from === "user") {
    return (
      <li className="ml-auto grid max-w-[85%] justify-items-end gap-1">
        <span className="text-xs text-muted-foreground">Visiteur · {sentAt}</span>
        <p className="m-0 whitespace-pre-line rounded-lg bg-accent-9 px-3 py-2 text-accent-contrast">
          {message.message}
        </p>
      </li>
    );
  }
  const disliked = message.rating === -1;
  const smallTalk = message.outcome === "small_talk";
  return (
    <li ref={item} className="mr-auto grid max-w-[85%] scroll-mt-20 gap-1">
      <span className="text-xs text-muted-foreground">
        Assistant · {sentAt}
        {pointed ? <strong className="text-foreground"> · Réponse à améliorer</strong> : null}
      </span>
      <article
        aria-label={disliked ? "Réponse mal notée" : "Réponse de l'assistant"}
        aria-current={pointed || undefined}
        className={cx(
          "ami-answer grid gap-2 rounded-lg border px-3 py-2",
          disliked ? "border-destructive border-2 bg-destructive/10" : "border-border bg-muted",
          pointed && "ring-2 ring-accent-9 ring-offset-2 ring-offset-background",
        )}
      >
        <AnswerMarkdown source={message.message} />
        <div className="flex flex-wrap items-center gap-2">
          {smallTalk && message.rating === 0 ? null : <ChatsAnswerRating rating={message.rating} />}
          <ChatsAnswerOutcome outcome={message.outcome} confidence={message.confidence} />
          {onCorrect ? (
            <Button variant="outline" size="sm" className="ml-auto" onClick={onCorrect}>
              <Pencil2Icon aria-hidden />
              Corriger cette réponse
            </Button>
          ) : null}
        </div>
        {disliked && message.rating_comment ? (
          <figure aria-label="Ce qu'en dit le visiteur" className="m-0 grid gap-1">
            <figcaption className="text-xs font-semibold text-muted-foreground">
              Ce qu'en dit le visiteur
            </figcaption>
            <blockquote className="m-0 whitespace-pre-line border-l-2 border-destructive pl-3">
              {message.rating_comment}
            </blockquote>
          </figure>
        ) : null}
        {message.links.length > 0 ? (
          <section aria-label="Sources" className="grid gap-1 border-t border-border pt-2">
            <h3 className="m-0 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Sources
            </h3>
            <ul className="m-0 grid list-none gap-2 p-0">
              {message.links.map((source) => (
                <ChatsSource key={`${source.url} ${source.chunk}`} source={source} />
              ))}
            </ul>
          </section>
        ) : smallTalk ? null : (
          <p className="m-0 text-xs text-muted-foreground">Aucune source</p>
        )}
      </article>
    </li>
  );
}
