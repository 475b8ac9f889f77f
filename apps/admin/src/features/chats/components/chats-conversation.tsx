import { type ChatHistory, type MessageApi, PERMISSION } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Skeleton } from "@org/ui";
import { TrashIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CuratedAnswerDialog } from "@/components/curated-answer/curated-answer-dialog";
import type { CuratedAnswerTarget } from "@/components/curated-answer/curated-answer-values";
import { formatDateTime } from "@/lib/format-date";
import { conversationMessagesQuery } from "../api";
import { ChatsDeleteDialog } from "./chats-delete-dialog";
import { ChatsMessage } from "./chats-message";

export interface ChatsConversationProps {
  conversation: ChatHistory;
  /** The answer it was opened from (a missed one), shown in view and marked. */
  pointedMessageId?: number | null;
  /** Moves the focus to the conversation's title, e.g. once it is picked from the list. */
  focusTitle?: boolean;
  /** Once the conversation is deleted (by a user who may). */
  onDeleted: () => void;
}

/**
 * The visitor's question an answer of the assistant replied to: the message just before it; null
 * for the visitor's own messages and the welcome message.
 */
function questionAnswered(messages: readonly MessageApi[], at: number): string | null {
  const previous = messages[at - 1];
  return messages[at]?.sent_from === "bot" && previous?.sent_from === "user"
    ? previous.message
    : null;
}

/**
 * The messages of one conversation, as the visitor and the assistant exchanged them; an answer
 * that was not the team's own can be corrected by writing the one its question should get, but
 * not a courtesy reply to small talk, which asked nothing.
 */
export function ChatsConversation({
  conversation,
  pointedMessageId = null,
  focusTitle = false,
  onDeleted,
}: ChatsConversationProps) {
  const client = useApiClient();
  const canDelete = useHasPermissions([PERMISSION.deleteConversation]);
  const canCorrect = useHasPermissions([PERMISSION.addCuratedanswer]);
  const canMarkFixed = useHasPermissions([PERMISSION.changeMissedquestion]);
  const [deleting, setDeleting] = useState(false);
  const [correcting, setCorrecting] = useState<CuratedAnswerTarget | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // On a narrow screen the conversation sits below the list, out of sight: focus brings it in.
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const messages = useQuery(conversationMessagesQuery(client, conversation.id));
  const dislikes = conversation.dislikes;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            ref={title}
            tabIndex={-1}
            className="m-0 scroll-mt-20 text-lg font-semibold outline-none"
          >
            Conversation du {formatDateTime(new Date(conversation.started_at))}
          </h2>
          {canDelete ? (
            <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
              <TrashIcon aria-hidden />
              Supprimer la conversation
            </Button>
          ) : null}
        </div>
        {dislikes > 0 ? (
          <p className="m-0 text-sm text-muted-foreground">
            {dislikes > 1
              ? `${dislikes} réponses mal notées, surlignées ci-dessous : vérifiez leurs sources,`
              : "1 réponse mal notée, surlignée ci-dessous : vérifiez ses sources,"}{" "}
            puis complétez ou corrigez la{" "}
            <Link to="/knowledge_bases" className="text-accent-11 underline">
              base de connaissances
            </Link>
            .
          </p>
        ) : null}
      </div>
      {messages.isPending ? (
        <div className="grid gap-3" aria-hidden>
          {["a", "b", "c"].map((key, index) => (
            <Skeleton key={key} className={index % 2 ? "ml-auto h-10 w-1/2" : "h-20 w-3/4"} />
          ))}
        </div>
      ) : // The list holds only conversations with messages: none back means they could not be read.
      messages.isError || messages.data.length === 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="m-0" role="alert">
            Impossible de charger les messages de cette conversation.
          </p>
          <Button variant="outline" onClick={() => messages.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <ol aria-label="Messages" className="m-0 grid list-none gap-4 p-0">
          {messages.data.map((message, at) => {
            const question = questionAnswered(messages.data, at);
            const correct =
              canCorrect &&
              question !== null &&
              message.outcome !== "curated" &&
              message.outcome !== "small_talk"
                ? () =>
                    setCorrecting({
                      draft: {
                        bot: conversation.bot,
                        question,
                        wordings: [],
                        givenAnswer: message.message,
                        // Filed among the questions to improve, it is fixed by the answer, for
                        // a user who may mark it.
                        ...(message.missed_question === null || !canMarkFixed
                          ? {}
                          : { missedQuestion: message.missed_question }),
                      },
                    })
                : undefined;
            return (
              <ChatsMessage
                key={message.id}
                message={message}
                pointed={message.id === pointedMessageId}
                onCorrect={correct}
              />
            );
          })}
        </ol>
      )}
      <CuratedAnswerDialog target={correcting} onClose={() => setCorrecting(null)} />
      <ChatsDeleteDialog
        conversation={deleting ? conversation : null}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
