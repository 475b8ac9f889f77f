import type { BotAppearance, WidgetSize } from "@org/api-client";
import {
  AMI_CHAT_CLOSE,
  type BubbleData,
  bubbleDelay,
  isFromPeer,
  LAUNCHER_TEXTS,
  readWidgetMessage,
} from "@org/chat-widget/host";
import { Button } from "@org/ui";
import { ExternalLinkIcon, ReloadIcon } from "@radix-ui/react-icons";
import { useEffect, useRef, useState } from "react";
import { cx } from "@/lib/class-names";
import { embedPageUrl } from "@/lib/embed-snippets";
import { ofName } from "@/lib/of-name";
import {
  choiceLabel,
  colorSwatchStyle,
  describeSize,
  POSITION_CHOICES,
  THEME_CHOICES,
} from "../data/bot-appearance";
import { useFramedWidgetAppearance } from "../use-framed-widget-appearance";
import { useFramedWidgetBubbles } from "../use-framed-widget-bubbles";
import { BotsLauncherIcon } from "./bots-launcher-icon";

export interface BotsPreviewProps {
  botId: number;
  botName: string;
  active: boolean;
  avatarUrl: string | null;
  /** The appearance being edited: shown at once, before it is saved. */
  appearance: BotAppearance;
  /** Changes after each saved change; the widget then reloads to show it. */
  version: number;
  /**
   * The bubbles are being edited: the chat closes, so that they show beside the launcher as on a
   * site, and a note says when they show there; afterwards the chat is as it was.
   */
  bubblesInFocus: boolean;
}

/** Seconds before the first bubble shows beside a closed chat on a site. */
const FIRST_BUBBLE_SECONDS = bubbleDelay(0, false) / 1000;

/** The panel's size on a large screen, capped to the preview's room. */
const FRAME_SIZES: Record<Exclude<WidgetSize, "full">, string> = {
  sm: "h-[500px] w-[360px]",
  md: "h-[600px] w-[400px]",
  lg: "h-[700px] w-[440px]",
  xl: "h-[800px] w-[480px]",
};

/**
 * The real widget of the assistant, framed from the embed host as loader.js frames it on a site:
 * with its launcher in its corner, at its size, in its colour, theme and language, all as they
 * are being edited. The bubbles it hands to its host page show beside the launcher while the
 * chat is closed, with a site's timing, as loader.js shows them.
 */
export function BotsPreview({
  botId,
  botName,
  active,
  avatarUrl,
  appearance,
  version,
  bubblesInFocus,
}: BotsPreviewProps) {
  const [reloads, setReloads] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = embedPageUrl(botId);
  const embedOrigin = new URL(url).origin;
  // A new language reloads the widget, so that its greeting is in that language too.
  const frameKey = `${version}-${reloads}-${appearance.language}`;
  const { bubbles, shownCount } = useFramedWidgetBubbles(frame, embedOrigin, frameKey);
  useFramedWidgetAppearance(frame, embedOrigin, frameKey, appearance);
  const [open, setOpen] = useState(true);

  // Switching "open at start" shows what a visitor then sees first.
  const openAtStart = useRef(appearance.default_open);
  useEffect(() => {
    if (openAtStart.current === appearance.default_open) return;
    openAtStart.current = appearance.default_open;
    setOpen(appearance.default_open);
  }, [appearance.default_open]);

  // While the bubbles are edited the chat is closed, to show them; then it is as it was.
  const openBeforeBubbles = useRef<boolean | null>(null);
  useEffect(() => {
    if (bubblesInFocus) {
      setOpen((current) => {
        openBeforeBubbles.current ??= current;
        return false;
      });
    } else if (openBeforeBubbles.current !== null) {
      setOpen(openBeforeBubbles.current);
      openBeforeBubbles.current = null;
    }
  }, [bubblesInFocus]);

  // The widget's own minimise button closes it, as on a site.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const peer = { origin: embedOrigin, window: frame.current?.contentWindow ?? null };
      if (isFromPeer(event, peer) && readWidgetMessage(event.data)?.type === AMI_CHAT_CLOSE) {
        setOpen(false);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [embedOrigin]);

  const texts = LAUNCHER_TEXTS[appearance.language];
  const full = appearance.size === "full";
  const left = appearance.position === "bottom-left";
  const launcherLabel = open ? texts.minimiseTitle : texts.openTitle;

  return (
    <section aria-labelledby="bot-preview-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bot-preview-title" className="m-0 text-lg font-semibold">
          Aperçu
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setReloads((count) => count + 1)}>
            <ReloadIcon aria-hidden />
            Recharger
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <a href={url} target="_blank" rel="noreferrer">
              <ExternalLinkIcon aria-hidden />
              Ouvrir
            </a>
          </Button>
        </div>
      </div>
      {active ? null : (
        <p className="m-0 rounded-md bg-muted p-2 text-sm text-muted-foreground">
          L'assistant est inactif : le widget s'affiche mais ne répond pas.
        </p>
      )}
      <figure className="m-0 grid gap-2" aria-label="Le widget sur une page de votre site">
        <div
          lang={appearance.language}
          data-widget-position={appearance.position}
          data-widget-size={appearance.size}
          data-widget-theme={appearance.theme}
          className="relative h-[720px] overflow-hidden rounded-xl border border-border bg-muted/40"
        >
          <SiteSketch />
          <div
            className={cx(
              "absolute flex flex-col gap-3",
              full && open ? "inset-0" : "inset-x-4 bottom-4",
              left ? "items-start" : "items-end",
            )}
          >
            {open ? null : <PreviewBubbles bubbles={bubbles} shownCount={shownCount} left={left} />}
            <iframe
              key={frameKey}
              ref={frame}
              src={url}
              title={`Aperçu du widget ${ofName(botName)}`}
              className={cx(
                "block bg-background",
                !open && "invisible absolute h-px w-px",
                open && full && "h-full w-full",
                open && !full && FRAME_SIZES[appearance.size as keyof typeof FRAME_SIZES],
                open &&
                  !full &&
                  "max-h-[620px] max-w-full rounded-xl border border-border shadow-lg",
              )}
            />
            {open && full ? null : (
              <button
                type="button"
                title={launcherLabel}
                aria-label={launcherLabel}
                aria-expanded={open}
                onClick={() => setOpen(!open)}
                className="inline-flex h-14 w-14 flex-none cursor-pointer items-center justify-center overflow-hidden rounded-full border-0 p-0 shadow-lg"
                style={colorSwatchStyle(appearance.color)}
              >
                <BotsLauncherIcon
                  icon={open ? "close" : appearance.launcher_icon}
                  avatarUrl={avatarUrl}
                  className={
                    !open && appearance.launcher_icon === "avatar" && avatarUrl
                      ? "h-full w-full"
                      : "h-6 w-6"
                  }
                />
              </button>
            )}
          </div>
        </div>
        <figcaption className="text-xs text-muted-foreground">
          {bubblesInFocus ? (
            `Sur votre site, les bulles s'affichent à côté du bouton tant que le chat est fermé, la première ${FIRST_BUBBLE_SECONDS} s après l'arrivée sur la page.`
          ) : (
            <>
              {describeSize(appearance.size)},{" "}
              {choiceLabel(POSITION_CHOICES, appearance.position).toLowerCase()}
              {", thème "}
              {choiceLabel(THEME_CHOICES, appearance.theme).toLowerCase()}. Le bouton et le chat se
              placent ainsi sur chaque page du site.
            </>
          )}
        </figcaption>
      </figure>
    </section>
  );
}

/** The bubbles beside the closed chat's launcher, each once its delay has passed. */
function PreviewBubbles({
  bubbles,
  shownCount,
  left,
}: {
  bubbles: readonly BubbleData[];
  shownCount: number;
  left: boolean;
}) {
  if (bubbles.length === 0) return null;
  return (
    <ul
      aria-label="Bulles du widget"
      className={cx(
        "m-0 grid max-w-[18rem] list-none gap-1.5 p-0",
        left ? "justify-items-start" : "justify-items-end",
      )}
    >
      {bubbles.map((bubble, index) => (
        <li
          key={bubble.id}
          hidden={index >= shownCount}
          className={cx(
            "rounded-2xl border border-border bg-card px-3 py-2 text-sm shadow-sm",
            left ? "rounded-bl-sm" : "rounded-br-sm",
          )}
        >
          {bubble.bubble}
        </li>
      ))}
    </ul>
  );
}

/** A page of a site, sketched: where the launcher and the chat sit. */
function SiteSketch() {
  return (
    <div aria-hidden className="grid gap-3 p-5">
      <div className="h-4 w-1/3 rounded bg-muted" />
      <div className="h-24 rounded-lg bg-muted/70" />
      <div className="h-3 w-5/6 rounded bg-muted" />
      <div className="h-3 w-4/6 rounded bg-muted" />
      <div className="h-3 w-3/4 rounded bg-muted" />
    </div>
  );
}
