import type { BotAppearance, WidgetSize } from "@org/api-client";
import {
  AMI_CHAT_CLOSE,
  isFromPeer,
  LAUNCHER_TEXTS,
  readWidgetMessage,
} from "@org/chat-widget/host";
import { Button } from "@org/ui";
import { ExternalLinkIcon, ReloadIcon } from "@radix-ui/react-icons";
import { useEffect, useRef, useState } from "react";
import { cx } from "@/lib/class-names";
import { embedPageUrl } from "@/lib/embed-snippets";
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
}

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
 * are being edited. The bubbles it hands to its host page are shown above, as a site shows them
 * beside its launcher.
 */
export function BotsPreview({
  botId,
  botName,
  active,
  avatarUrl,
  appearance,
  version,
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
          L'assistant est inactif : le widget s'affiche mais ne répond pas.
        </p>
      )}
      {bubbles.length > 0 ? (
        <div className="grid gap-1.5">
          <p className="m-0 text-xs text-muted-foreground">
            Sur votre site, ces bulles apparaissent à côté du bouton du chat :
          </p>
          <ul
            aria-label="Bulles du widget"
            className="m-0 grid list-none justify-items-end gap-1.5 p-0"
          >
            {bubbles.map((bubble, index) => (
              <li
                key={bubble.id}
                hidden={index >= shownCount}
                className="max-w-[85%] rounded-2xl rounded-br-sm border border-border bg-card px-3 py-2 text-sm shadow-sm"
              >
                {bubble.bubble}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
            <iframe
              key={frameKey}
              ref={frame}
              src={url}
              title={`Aperçu du widget de ${botName}`}
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
          {describeSize(appearance.size)},{" "}
          {choiceLabel(POSITION_CHOICES, appearance.position).toLowerCase()}
          {", thème "}
          {choiceLabel(THEME_CHOICES, appearance.theme).toLowerCase()}. Le bouton et le chat se
          placent ainsi sur chaque page du site.
        </figcaption>
      </figure>
    </section>
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
