import {
  type Bubble,
  type LauncherIcon,
  RESUME_WINDOW_MS,
  type SessionEnd,
  type WidgetPosition,
  type WidgetShortcut,
  type WidgetSize,
} from "@org/api-client";
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
import type { RatingAction } from "../lib/rating";
import { fr } from "../locales/fr";
import type { WidgetTexts } from "../locales/types";
import { AnswerPlainText } from "../markdown/answer-plain-text";
import { BotAvatar } from "./bot-avatar";
import { BubbleStack } from "./bubble-stack";
import { ChatHeader } from "./chat-header";
import { ChatInput } from "./chat-input";
import { DeleteConfirmation } from "./delete-confirmation";
import { ChatIcon, CloseIcon, Icon } from "./icons";
import { MessageList } from "./message-list";
import { PrivacyModal } from "./privacy-modal";
import { ShortcutBar } from "./shortcut-bar";
import { type DrawnTheme, WidgetRoot } from "./widget-root";

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

/** Everything the widget draws, as plain values: the container hooks fill them in. */
export interface ChatWidgetViewProps {
  botName: string;
  avatarUrl: string | null;
  providerName: string;
  /** The full privacy policy linked from the privacy terms; null: no link. */
  privacyPolicyUrl: string | null;
  position: WidgetPosition;
  size: WidgetSize;
  theme: DrawnTheme;
  /** The main colour (`#rrggbb`); the design system's when left out. */
  color?: string;
  /** The launcher's picture; by default the bot's avatar, or the chat icon without one. */
  launcherIcon?: LauncherIcon;
  /** The texts of the widget's language; French by default. */
  texts?: WidgetTexts;
  zIndex: number;
  /** Inside a host page's frame: the panel fills the frame and there is no launcher or bubbles. */
  inFrame: boolean;
  /** A small screen: the panel covers it all. */
  mobile: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  consent: ConsentStatus;
  onAcceptConsent: () => void;
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
  shortcuts: WidgetShortcut[];
  bubbles: Bubble[];
  bubblesShownCount: number;
  closeAllBubblesShown: boolean;
  onCloseAllBubbles: () => void;
  /** The latest complete reply (Markdown), read out by screen readers as the text it says. */
  announcement: string;
}

export function ChatWidgetView(props: ChatWidgetViewProps) {
  const { open, inFrame, mobile, consent, onOpenChange, texts = fr } = props;
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
  const { onDelete, notice } = props;
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
  const launcherIcon = props.launcherIcon ?? "avatar";
  return (
    <WidgetRoot
      texts={texts}
      position={props.position}
      size={props.size}
      theme={props.theme}
      color={props.color}
      zIndex={props.zIndex}
      inFrame={inFrame}
      mobile={mobile}
    >
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
                botName={props.botName}
                avatarUrl={props.avatarUrl}
                compact={mobile}
                onReset={props.onReset}
                onDelete={onDelete && props.canSend ? () => setConfirmingDelete(true) : undefined}
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
                messages={props.messages}
                loading={props.loading}
                welcomeTyping={props.welcomeTyping}
                avatarUrl={props.avatarUrl}
                onRate={props.onRate}
                onComment={props.onComment}
              />
              <ShortcutBar
                shortcuts={props.shortcuts}
                disabled={props.loading || !props.canSend}
                onPick={props.onSend}
              />
              <ChatInput onSend={props.onSend} loading={props.loading} inputRef={inputRef} />
            </>
          ) : (
            <>
              {mobile ? (
                // The panel covers the phone's screen, launcher included: it can still be closed.
                <ChatHeader
                  titleId={titleId}
                  botName={props.botName}
                  avatarUrl={props.avatarUrl}
                  compact
                  onClose={close}
                />
              ) : (
                <h2 id={titleId} className="ami-sr-only">
                  {props.botName}
                </h2>
              )}
              {termsPending ? (
                <PrivacyModal
                  policyUrl={props.privacyPolicyUrl}
                  onAccept={props.onAcceptConsent}
                  acceptRef={acceptRef}
                  refused={termsRefused}
                />
              ) : null}
            </>
          )}
          <footer className="ami-footer">
            {texts.poweredBy} <strong>{props.providerName}</strong>
          </footer>
        </section>
      ) : null}
      {inFrame ? null : (
        <>
          {open ? null : (
            <BubbleStack
              bubbles={props.bubbles}
              shownCount={props.bubblesShownCount}
              closeAllShown={props.closeAllBubblesShown}
              onOpen={() => onOpenChange(true)}
              onCloseAll={props.onCloseAllBubbles}
            />
          )}
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
            ) : props.avatarUrl ? (
              <BotAvatar src={props.avatarUrl} />
            ) : (
              <ChatIcon />
            )}
          </button>
        </>
      )}
      <div className="ami-sr-only" aria-live="polite" aria-atomic="true">
        {props.announcement ? <AnswerPlainText source={props.announcement} /> : null}
      </div>
    </WidgetRoot>
  );
}
