import { RESUME_WINDOW_MS, type SessionEnd, type WidgetShortcut } from "@org/api-client";
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { ConsentStatus } from "../hooks/use-consent";
import { useVisualViewport } from "../hooks/use-visual-viewport";
import { LAUNCHER_ICON_PATHS } from "../host/appearance";
import type { ChatMessage } from "../lib/conversation";
import { keepTabWithin } from "../lib/focus-cycle";
import type { RatingAction } from "../lib/rating";
import { fr } from "../locales/fr";
import type { WidgetTexts } from "../locales/types";
import { AnswerPlainText } from "../markdown/answer-plain-text";
import { BotAvatar } from "./bot-avatar";
import { BubbleStack, type BubbleStackProps } from "./bubble-stack";
import { ChatHeader } from "./chat-header";
import { ChatInput } from "./chat-input";
import { DeleteConfirmation } from "./delete-confirmation";
import { ChatIcon, CloseIcon, Icon } from "./icons";
import { MessageList } from "./message-list";
import { PrivacyModal } from "./privacy-modal";
import { ShortcutBar } from "./shortcut-bar";
import { type WidgetLook, WidgetRoot } from "./widget-root";

/**
 * What the notice over a new conversation says: the visitor deleted theirs here (the focus moves
 * to the notice, the button pressed being gone), or the widget replaced a session the server
 * would no longer take (closed, expired, or deleted elsewhere: the visitor keeps typing).
 */
export type ConversationNotice = "deleted-here" | SessionEnd;

function noticeText(notice: ConversationNotice, texts: WidgetTexts): string {
  switch (notice) {
    case "deleted-here":
    case "deleted":
      return texts.deleteConversation.done;
    case "expired":
      return texts.conversationRenewed.expired(RESUME_WINDOW_MS / 60_000);
    case "closed":
      return texts.conversationRenewed.closed;
  }
}

/** What the panel says of the bot, and whose service it is. */
export interface ViewBot {
  name: string;
  avatarUrl: string | null;
  providerName: string;
  /** The full privacy policy linked from the privacy terms; null: no link. */
  privacyPolicyUrl: string | null;
}

/** The conversation as drawn, and what the visitor can do with it. */
export interface ViewConversation {
  messages: ChatMessage[];
  loading: boolean;
  welcomeTyping: boolean;
  canSend: boolean;
  onSend: (text: string) => boolean;
  onRate: (id: number, action: RatingAction) => void;
  /** Says what was wrong with a disliked answer; false when it could not be sent. */
  onComment: (id: number, text: string) => Promise<boolean>;
  onReset: () => void;
  /** Deletes the conversation for good; false when that failed. Absent: not offered. */
  onDelete?: () => Promise<boolean>;
  /** Why the conversation just started afresh, said over it until the next question. */
  notice?: ConversationNotice;
  /** The latest complete reply (Markdown), read out by screen readers as the text it says. */
  announcement: string;
}

/** Everything the widget draws, as plain values: the container hooks fill them in. */
export interface ChatWidgetViewProps {
  bot: ViewBot;
  look: WidgetLook;
  /** The texts of the widget's language; French by default. */
  texts?: WidgetTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  consent: ConsentStatus;
  onAcceptConsent: () => void;
  conversation: ViewConversation;
  shortcuts: WidgetShortcut[];
  /** The suggestion bubbles over the launcher, which open the panel when pressed. */
  bubbles: Omit<BubbleStackProps, "onOpen">;
}

export function ChatWidgetView(props: ChatWidgetViewProps) {
  const { bot, look, conversation, open, consent, onOpenChange, texts = fr } = props;
  const { inFrame, mobile, launcherIcon } = look;
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  const returnFocus = useRef(false);
  const consentGiven = consent === "accepted";
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { onDelete, notice } = conversation;
  const termsPending = consent === "pending";
  // Until the visitor tries to get past the privacy terms without accepting them (Escape, a press
  // beside them, closing the panel), that they must be accepted is a notice, not a warning.
  const [termsRefused, setTermsRefused] = useState(false);

  useVisualViewport(panelRef, open && mobile);

  // Focus moves into the panel when it opens, and back to the launcher when it closes.
  useLayoutEffect(() => {
    if (open && !wasOpen.current && !inFrame) (acceptRef.current ?? inputRef.current)?.focus();
    if (!open && wasOpen.current && returnFocus.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open, inFrame]);

  // In a frame the panel is always open: focus enters it when the host shows and focuses the frame,
  // including when the frame got the focus before the widget was drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the control to focus changes with consent
  useEffect(() => {
    if (!inFrame) return;
    const onFocus = () => {
      if (document.activeElement === document.body || document.activeElement === null) {
        (acceptRef.current ?? inputRef.current)?.focus();
      }
    };
    if (document.hasFocus()) onFocus();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [inFrame, consent]);

  // Accepting the terms removes the focused button: focus moves on to the question box.
  const previousConsent = useRef(consent);
  useEffect(() => {
    const accepted = previousConsent.current === "pending" && consent === "accepted";
    previousConsent.current = consent;
    if (accepted && open && document.activeElement === document.body) inputRef.current?.focus();
  }, [consent, open]);

  // The question and its buttons are gone: the focus reads what became of the conversation.
  useEffect(() => {
    if (notice === "deleted-here") noticeRef.current?.focus();
  }, [notice]);

  const close = () => {
    if (termsPending) setTermsRefused(true);
    returnFocus.current = true;
    onOpenChange(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The terms are modal, and a panel over the whole screen hides the page: Tab stays in it.
    if (termsPending || mobile || look.size === "full") {
      if (panelRef.current && keepTabWithin(panelRef.current, event)) return;
    }
    if (event.key !== "Escape") return;
    event.stopPropagation();
    // The terms cannot be dismissed: Escape on them says they must be accepted.
    if (termsPending) {
      setTermsRefused(true);
      acceptRef.current?.focus();
      return;
    }
    close();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (termsPending && !(event.target as Element).closest(".ami-privacy")) setTermsRefused(true);
  };

  const launcherTitle = open ? texts.launcher.minimiseTitle : texts.launcher.openTitle;
  return (
    <WidgetRoot texts={texts} look={look}>
      {open ? (
        <section
          ref={panelRef}
          className="ami-panel"
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
        >
          {consentGiven ? (
            <>
              <ChatHeader
                titleId={titleId}
                botName={bot.name}
                avatarUrl={bot.avatarUrl}
                compact={mobile}
                onReset={conversation.onReset}
                onDelete={
                  onDelete && conversation.canSend ? () => setConfirmingDelete(true) : undefined
                }
                onClose={close}
              />
              {confirmingDelete && onDelete ? (
                <DeleteConfirmation
                  onConfirm={async () => {
                    const done = await onDelete();
                    if (done) setConfirmingDelete(false);
                    return done;
                  }}
                  onCancel={() => {
                    setConfirmingDelete(false);
                    inputRef.current?.focus();
                  }}
                />
              ) : null}
              {notice ? (
                <p ref={noticeRef} className="ami-notice" role="status" tabIndex={-1}>
                  {noticeText(notice, texts)}
                </p>
              ) : null}
              <MessageList
                messages={conversation.messages}
                loading={conversation.loading}
                welcomeTyping={conversation.welcomeTyping}
                avatarUrl={bot.avatarUrl}
                onRate={conversation.onRate}
                onComment={conversation.onComment}
              />
              <ShortcutBar
                shortcuts={props.shortcuts}
                disabled={conversation.loading || !conversation.canSend}
                onPick={conversation.onSend}
              />
              <ChatInput
                onSend={conversation.onSend}
                loading={conversation.loading}
                inputRef={inputRef}
              />
            </>
          ) : (
            <>
              {mobile ? (
                // The panel covers the phone's screen, launcher included: it can still be closed.
                <ChatHeader
                  titleId={titleId}
                  botName={bot.name}
                  avatarUrl={bot.avatarUrl}
                  compact
                  onClose={close}
                />
              ) : (
                <h2 id={titleId} className="ami-sr-only">
                  {bot.name}
                </h2>
              )}
              {termsPending ? (
                <PrivacyModal
                  policyUrl={bot.privacyPolicyUrl}
                  onAccept={props.onAcceptConsent}
                  acceptRef={acceptRef}
                  refused={termsRefused}
                />
              ) : null}
            </>
          )}
          <footer className="ami-footer">
            {texts.poweredBy} <strong>{bot.providerName}</strong>
          </footer>
        </section>
      ) : null}
      {inFrame ? null : (
        <>
          {open ? null : <BubbleStack {...props.bubbles} onOpen={() => onOpenChange(true)} />}
          <button
            ref={launcherRef}
            type="button"
            className="ami-launcher"
            title={launcherTitle}
            aria-label={launcherTitle}
            aria-expanded={open}
            onClick={() => {
              if (open && termsPending) setTermsRefused(true);
              returnFocus.current = false;
              onOpenChange(!open);
            }}
          >
            {open ? (
              <CloseIcon />
            ) : launcherIcon !== "avatar" ? (
              <Icon path={LAUNCHER_ICON_PATHS[launcherIcon]} />
            ) : bot.avatarUrl ? (
              <BotAvatar src={bot.avatarUrl} />
            ) : (
              <ChatIcon />
            )}
          </button>
        </>
      )}
      <div className="ami-sr-only" aria-live="polite" aria-atomic="true">
        {conversation.announcement ? <AnswerPlainText source={conversation.announcement} /> : null}
      </div>
    </WidgetRoot>
  );
}
