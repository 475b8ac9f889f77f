import type { Miss } from "@org/api-client";
import { useHasPermissions } from "@org/auth";
import { AnswerPlainText } from "@org/chat-widget/markdown";
import { Link } from "react-router";
import { NAV_ITEMS } from "@/components/layout/nav-data";
import { formatDateTime } from "@/lib/format-date";
import { assistantScreenAddress, SCREEN_PARAM } from "@/lib/screen-address";
import { ImprovementsMissKinds } from "./improvements-kinds";

/**
 * Conversations, with the conversation a miss was asked in open, whatever page it falls on, and
 * its missed answer in view.
 */
export function conversationAddress(botId: number, miss: Miss): string {
  return assistantScreenAddress(NAV_ITEMS.chats.url, botId, {
    [SCREEN_PARAM.conversation]: String(miss.session),
    [SCREEN_PARAM.message]: String(miss.message),
  });
}

/**
 * One time the question was missed: the visitor's words, the answer given, what was wrong, and
 * the way to its whole conversation, for those who may open Conversations.
 */
export function ImprovementsMiss({ miss, botId }: { miss: Miss; botId: number }) {
  const readsConversations = useHasPermissions(NAV_ITEMS.chats.permissions);
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={miss.asked_at} className="text-xs text-muted-foreground">
          {formatDateTime(new Date(miss.asked_at))}
        </time>
        <ImprovementsMissKinds kinds={miss.kinds} />
      </div>
      <p className="m-0 whitespace-pre-line break-words font-medium">{miss.question}</p>
      <figure aria-label="Réponse donnée" className="m-0 grid gap-1">
        <figcaption className="text-xs font-semibold text-muted-foreground">
          Réponse donnée
        </figcaption>
        {/* One line per block of the answer, its heading apart from its text. */}
        <p className="m-0 line-clamp-4 whitespace-pre-line break-words border-l-2 border-border pl-3 text-sm">
          <AnswerPlainText source={miss.answer} />
        </p>
      </figure>
      {miss.comment ? (
        <figure aria-label="Ce qu'en dit le visiteur" className="m-0 grid gap-1">
          <figcaption className="text-xs font-semibold text-muted-foreground">
            Ce qu'en dit le visiteur
          </figcaption>
          <blockquote className="m-0 whitespace-pre-line border-l-2 border-destructive pl-3 text-sm">
            {miss.comment}
          </blockquote>
        </figure>
      ) : null}
      {readsConversations ? (
        <Link
          to={conversationAddress(botId, miss)}
          className="justify-self-start text-sm text-accent-11 underline"
        >
          Voir la conversation
        </Link>
      ) : null}
    </li>
  );
}
