import {
  type ApiClient,
  type ApiLogger,
  type BotAppearance,
  type ChatSession,
  createApiClient,
  DEFAULT_APPEARANCE,
  HOST_ORIGIN_HEADER,
  type LauncherIcon,
  type SessionEnd,
  type SessionStartRefusal,
  visitorPrivacyUrl,
  type WidgetPosition,
  type WidgetSize,
  type WidgetThemeChoice,
} from "@org/api-client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { DEFAULT_BOT_NAME, DEFAULT_Z_INDEX, MOBILE_BREAKPOINT_PX } from "../constants";
import { useBotAppearance } from "../hooks/use-bot-appearance";
import { useBubbleSchedule, useBubbles } from "../hooks/use-bubbles";
import { useChatSession } from "../hooks/use-chat-session";
import { useConsent } from "../hooks/use-consent";
import { useConversation } from "../hooks/use-conversation";
import { useHostBridge } from "../hooks/use-host-bridge";
import { useLocaleTexts } from "../hooks/use-locale-texts";
import { useMediaQuery } from "../hooks/use-media-query";
import { useShortcuts } from "../hooks/use-shortcuts";
import { useSteadyLogger } from "../hooks/use-steady-logger";
import { AMI_CHAT_CLOSE, AMI_CLOSE_ALL_BUBBLES, AMI_UNAVAILABLE } from "../host/messages";
import { resolveAppearance } from "../host/resolve-appearance";
import { appearanceProps, unknownAppearanceProps } from "../lib/appearance-props";
import type { ChatMessage } from "../lib/conversation";
import { isInFrame } from "../lib/frame";
import { currentFrameHostOrigin, currentReportedFrameHostOrigin } from "../lib/host-origin";
import { safeUrl } from "../lib/safe-url";
import type { WidgetLocale, WidgetTexts } from "../locales";
import { ChatWidgetView, type ConversationNotice } from "./chat-widget-view";
import { UnavailableView } from "./unavailable-view";
import type { WidgetLook } from "./widget-root";

/**
 * The appearance props (color, position, size, defaultOpen, theme, launcherIcon, locale) win over
 * the bot's appearance set in the back-office, which the widget reads from the API; a prop left
 * out takes the back-office's value, else its default.
 */
export interface ChatWidgetProps {
  /** The bot to talk to; another one later is another widget, with its own consent and session. */
  botId: number | string;
  /** The API's address, without `/api`: `https://api.example.org` calls `…/api/bots/…`. */
  apiBaseUrl: string;
  /**
   * Main colour, `#rrggbb`: header, launcher, buttons, the visitor's messages. Default: the
   * assistant's, else #3e63dd.
   */
  color?: string;
  /**
   * Corner of the page for the launcher and the panel. Default: the assistant's, else bottom-right.
   */
  position?: WidgetPosition;
  /**
   * Panel size; sm to xl cap its height at 500 to 800 px on large screens. Default: the
   * assistant's, else md.
   */
  size?: WidgetSize;
  /** Start with the panel open (always open in a frame). Default: the assistant's, else closed. */
  defaultOpen?: boolean;
  /** Light, dark, or the visitor's system theme. Default: the assistant's, else light. */
  theme?: WidgetThemeChoice;
  /**
   * The launcher's picture: the bot's avatar, or the chat, question or sparkles icon. Default: the
   * assistant's, else the avatar.
   */
  launcherIcon?: LauncherIcon;
  /**
   * The language of every text of the widget, "fr" or "en". Default: the assistant's, else "fr".
   */
  locale?: WidgetLocale;
  /** The name after 'Propulsé par' in the footer. */
  providerName?: string;
  /**
   * Address of the full privacy policy, linked from the privacy terms. Default: the one set for
   * the assistant in the back-office, else the server's policy for visitors (`/api/privacy/`).
   */
  privacyPolicyUrl?: string;
  /** Stacking level of the launcher, bubbles and panel. Default 2147483000. */
  zIndex?: number;
  /** Show answers as they are written when the API can stream them. Default true. */
  streaming?: boolean;
  /** Override the frame detection (the embed page of the host app sets it). */
  inFrame?: boolean;
  /** Origin of the framing page; by default read from the address or the browser. */
  hostOrigin?: string;
  /**
   * Receives failures (they are never shown to the visitor); default console.error. A new object
   * at each render (written inline) is fine: the latest one given is called.
   */
  logger?: ApiLogger;
  /** The visitor opened or closed the panel; not called for the opening at start. */
  onOpenChange?: (open: boolean) => void;
  /** The visitor accepted the privacy terms; not called for an acceptance read from the browser. */
  onConsent?: () => void;
  /** A question went to the assistant, typed or from a shortcut, trimmed. */
  onMessageSent?: (text: string) => void;
  /** An answer arrived whole. */
  onAnswer?: (message: ChatMessage) => void;
  /** The suggestion bubbles went: their close-all button, or the visitor's first question. */
  onBubblesClosed?: () => void;
}

/**
 * The chat widget for one bot. Renders nothing until it runs in the browser, so it is safe in
 * server-rendered pages; several widgets for different bots can live on one page.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const mounted = useMounted();
  const validBot = Number.isInteger(Number(props.botId));
  useEffect(() => {
    if (!validBot) console.error(`ChatWidget: botId must be a whole number, got "${props.botId}"`);
  }, [validBot, props.botId]);
  const unknown = unknownAppearanceProps(props).join(", ");
  useEffect(() => {
    if (unknown) {
      console.error(
        `ChatWidget: ${unknown} left out, a value the widget does not know (see its README's Options): the assistant's applies`,
      );
    }
  }, [unknown]);
  // Another bot is another widget: its consent, session, conversation and appearance are its own,
  // and none of the previous bot's may carry over, not even for one render.
  return mounted && validBot ? <MountedChatWidget key={Number(props.botId)} {...props} /> : null;
}

function MountedChatWidget(props: ChatWidgetProps) {
  const { apiBaseUrl } = props;
  const logger = useSteadyLogger(props.logger);
  const inFrame = useMemo(() => props.inFrame ?? isInFrame(), [props.inFrame]);
  const client = useMemo(
    () => createApiClient({ baseUrl: apiBaseUrl, logger, headers: framingSiteHeaders(inFrame) }),
    [apiBaseUrl, logger, inFrame],
  );
  // In a frame the appearance is read even when the props say it all: the host page draws the
  // launcher with it.
  const given = appearanceProps(props);
  const needed =
    inFrame ||
    Object.keys(given).length < Object.keys(DEFAULT_APPEARANCE).length ||
    props.privacyPolicyUrl === undefined;
  const stored = useBotAppearance(client, Number(props.botId), needed);
  const [refused, setRefused] = useState<RefusedStart>();
  const { language } = resolveAppearance({ given, stored: stored.appearance });
  const texts = useLocaleTexts(language);
  // Drawn once the appearance and its language's texts are known, so the launcher never jumps to
  // another corner and no text shows in another language first.
  if (!stored.settled || !texts) return null;
  const drawn = { ...props, client, inFrame, texts, stored: stored.appearance };
  if (stored.unavailable || refused) {
    return (
      <UnavailableChatWidget
        {...drawn}
        reason={refused?.reason ?? "unavailable"}
        initiallyOpen={refused?.open}
      />
    );
  }
  return (
    <ReadyChatWidget
      {...drawn}
      storedPrivacyPolicyUrl={stored.privacyPolicyUrl}
      storedBotName={stored.botName}
      onStartRefused={setRefused}
    />
  );
}

/** A session the server refused to start for good, and whether the panel was open then. */
interface RefusedStart {
  reason: SessionStartRefusal;
  open: boolean;
}

/**
 * What a drawn widget is given: its client, where it runs, its language's texts, its appearance.
 */
interface DrawnChatWidgetProps extends ChatWidgetProps {
  client: ApiClient;
  inFrame: boolean;
  /** The texts of the language the props and the back-office's stored appearance choose. */
  texts: WidgetTexts;
  /** The appearance set in the back-office, as far as it is known. */
  stored: Partial<BotAppearance>;
}

interface ReadyChatWidgetProps extends DrawnChatWidgetProps {
  /** The privacy policy set in the back-office; null: none, or not known. */
  storedPrivacyPolicyUrl: string | null;
  /** The assistant's name as its appearance gives it, before a session does; none: not known. */
  storedBotName?: string;
  /** The server refused to start a session for good: the widget is to be unavailable. */
  onStartRefused: (refused: RefusedStart) => void;
}

/**
 * What the widget draws with: the appearance the props, the back-office's preview and what it
 * stored resolve to; the theme and the screen as the visitor's device has them.
 */
function useDrawnAppearance(props: DrawnChatWidgetProps, previewed?: Partial<BotAppearance>) {
  const { inFrame, stored } = props;
  const appearance = resolveAppearance({ given: appearanceProps(props), previewed, stored });
  // A language the back-office previews shows once fetched, in the widget's own until then.
  const texts = useLocaleTexts(appearance.language) ?? props.texts;
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const narrowViewport = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const look: WidgetLook = {
    position: appearance.position,
    size: appearance.size,
    theme: appearance.theme === "system" ? (prefersDark ? "dark" : "light") : appearance.theme,
    color: appearance.color,
    launcherIcon: appearance.launcher_icon,
    zIndex: props.zIndex ?? DEFAULT_Z_INDEX,
    inFrame,
    // A frame is narrow on any screen: there, the device's screen tells whether it is a phone.
    mobile: inFrame ? window.screen.width < MOBILE_BREAKPOINT_PX : narrowViewport,
  };
  return { appearance, texts, look };
}

/**
 * In a frame, the site framing it as the browser reports it, sent with every request: the API
 * checks it against the bot's allowed sites when the frame is the embed host's.
 */
function framingSiteHeaders(inFrame: boolean): Record<string, string> | undefined {
  const site = inFrame ? currentReportedFrameHostOrigin() : undefined;
  return site ? { [HOST_ORIGIN_HEADER]: site } : undefined;
}

/** The framing page's origin: the prop's, else read from the address or the browser. */
function framingPageOrigin(given: string | undefined, inFrame: boolean): string | undefined {
  return inFrame ? (given ?? currentFrameHostOrigin()) : undefined;
}

interface UnavailableChatWidgetProps extends DrawnChatWidgetProps {
  /** Why: the bot is unknown or deactivated, or it may not be used from this site. */
  reason: SessionStartRefusal;
  /** Whether the panel is open; by default as it opens at start. */
  initiallyOpen?: boolean;
}

/**
 * An assistant the server does not know, has deactivated, or refuses to open from this site:
 * nothing to open, so no launcher; a panel that was to be open at start (or was open when the
 * session was refused) says so. The framing page is told, to show nothing either, and the
 * developer is told why through the logger.
 */
function UnavailableChatWidget(props: UnavailableChatWidgetProps) {
  const { client, inFrame, botId, reason } = props;
  const { texts, look } = useDrawnAppearance(props);
  const [open, setOpen] = useState(props.initiallyOpen ?? props.defaultOpen ?? inFrame);
  const hostOrigin = useMemo(
    () => framingPageOrigin(props.hostOrigin, inFrame),
    [props.hostOrigin, inFrame],
  );
  useEffect(() => {
    if (reason === "site-refused") {
      // The site the widget is shown on: in a frame, the page framing it.
      const site = hostOrigin ?? window.location.origin;
      client.logger.error(
        `The assistant may not be used from ${site}: add it to the assistant's allowed sites in the back-office (Applications)`,
        { botId, origin: site },
      );
    } else {
      client.logger.error(
        "The assistant is unknown or deactivated: the chat widget is not offered",
        { botId },
      );
    }
    if (hostOrigin) window.parent.postMessage({ type: AMI_UNAVAILABLE }, hostOrigin);
  }, [client, botId, reason, hostOrigin]);
  const { onOpenChange } = props;
  return (
    <UnavailableView
      texts={texts}
      look={look}
      open={open}
      onClose={() => {
        setOpen(false);
        onOpenChange?.(false);
      }}
    />
  );
}

function ReadyChatWidget(props: ReadyChatWidgetProps) {
  const botId = Number(props.botId);
  const { apiBaseUrl, client, inFrame, stored } = props;
  const hostOrigin = useMemo(
    () => framingPageOrigin(props.hostOrigin, inFrame),
    [props.hostOrigin, inFrame],
  );
  // What the framing back-office previews, before the appearance it stores.
  const [previewed, setPreviewed] = useState<Partial<BotAppearance>>({});
  const { appearance, texts, look } = useDrawnAppearance(props, previewed);
  const [open, setOpen] = useState(props.defaultOpen ?? (inFrame || appearance.default_open));

  const consent = useConsent(botId);
  const consentGiven = consent.status === "accepted";
  const { session, refused, reset, remove, renew, touch } = useChatSession(
    client,
    botId,
    consentGiven,
  );
  const { onStartRefused } = props;
  useEffect(() => {
    if (refused) onStartRefused({ reason: refused, open });
  }, [refused, open, onStartRefused]);
  const [notice, setNotice] = useState<ConversationNotice>();
  // A session the server no longer takes is replaced as a reset would, and the new conversation
  // says why, without taking the focus from the visitor, who is typing.
  const sessionEnded = useCallback(
    async (refused: ChatSession, end: SessionEnd) => {
      const next = await renew(refused);
      if (next) setNotice(end);
      return next;
    },
    [renew],
  );
  const conversation = useConversation({
    client,
    session,
    streaming: props.streaming ?? true,
    onMessageSent: props.onMessageSent,
    onAnswer: props.onAnswer,
    onActivity: touch,
    onSessionEnded: sessionEnded,
    greeting: texts.welcome,
  });
  const shortcuts = useShortcuts(client, botId);
  const bubbles = useBubbles(client, botId);
  const schedule = useBubbleSchedule(bubbles.bubbles.length, consentGiven);
  const avatarUrl = session?.botAvatarUrl ? absoluteUrl(session.botAvatarUrl, apiBaseUrl) : null;
  const postToHost = useHostBridge({
    enabled: inFrame,
    hostOrigin,
    bubbles: bubbles.bubbles,
    bubblesLoaded: bubbles.loaded,
    avatarUrl,
    appearance: stored,
    onSetAppearance: setPreviewed,
  });

  const { onOpenChange, onBubblesClosed, onConsent } = props;
  const changeOpen = useCallback(
    (next: boolean) => {
      // In a frame the host page shows and hides the frame: the panel itself stays open.
      if (inFrame) {
        if (!next) postToHost({ type: AMI_CHAT_CLOSE });
      } else setOpen(next);
      onOpenChange?.(next);
    },
    [inFrame, postToHost, onOpenChange],
  );

  const closeAllBubbles = useCallback(() => {
    bubbles.closeAll();
    postToHost({ type: AMI_CLOSE_ALL_BUBBLES });
    onBubblesClosed?.();
  }, [bubbles.closeAll, postToHost, onBubblesClosed]);

  const { send, clear } = conversation;
  const hasBubbles = bubbles.bubbles.length > 0;
  const sendQuestion = useCallback(
    (text: string) => {
      const sent = send(text);
      if (sent) setNotice(undefined);
      // Once the visitor is chatting, the suggestions have done their job.
      if (sent && hasBubbles) closeAllBubbles();
      return sent;
    },
    [send, hasBubbles, closeAllBubbles],
  );

  const acceptConsent = useCallback(() => {
    consent.accept();
    onConsent?.();
  }, [consent.accept, onConsent]);

  const resetChat = useCallback(() => {
    setNotice(undefined);
    clear();
    void reset();
  }, [clear, reset]);

  // The conversation deleted, the widget starts afresh as after a reset, and says why.
  const deleteChat = useCallback(async () => {
    const done = await remove();
    if (done) {
      clear();
      setNotice("deleted-here");
    }
    return done;
  }, [clear, remove]);

  const last = conversation.messages[conversation.messages.length - 1];
  const announcement = !conversation.loading && last?.role === "assistant" ? last.content : "";

  return (
    <ChatWidgetView
      bot={{
        name: session?.bot_name || props.storedBotName || DEFAULT_BOT_NAME,
        avatarUrl,
        providerName: props.providerName ?? DEFAULT_BOT_NAME,
        privacyPolicyUrl:
          safeUrl(props.privacyPolicyUrl ?? "") ||
          props.storedPrivacyPolicyUrl ||
          visitorPrivacyUrl(apiBaseUrl, appearance.language),
      }}
      look={look}
      texts={texts}
      open={open}
      onOpenChange={changeOpen}
      consent={consent.status}
      onAcceptConsent={acceptConsent}
      conversation={{
        messages: conversation.messages,
        loading: conversation.loading,
        welcomeTyping: conversation.welcomeTyping,
        canSend: session !== undefined,
        onSend: sendQuestion,
        onRate: (id, action) => void conversation.rate(id, action),
        onComment: conversation.comment,
        onReset: resetChat,
        onDelete: deleteChat,
        notice,
        announcement,
      }}
      shortcuts={shortcuts}
      bubbles={{ ...schedule, bubbles: bubbles.bubbles, onCloseAll: closeAllBubbles }}
    />
  );
}

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The avatar's address made absolute against the API, so the host page can load it too. */
function absoluteUrl(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}
