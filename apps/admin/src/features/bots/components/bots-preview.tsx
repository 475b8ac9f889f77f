import { Button } from "@org/ui";
import { ExternalLinkIcon, ReloadIcon } from "@radix-ui/react-icons";
import { useRef, useState } from "react";
import { embedPageUrl } from "@/lib/embed-snippets";
import { useFramedWidgetBubbles } from "../use-framed-widget-bubbles";

export interface BotsPreviewProps {
  botId: number;
  botName: string;
  active: boolean;
  /** Changes after each saved change; the widget then reloads to show it. */
  version: number;
}

/**
 * The real widget of the assistant, framed from the embed host as a site frames it, with the
 * bubbles it hands to its host page shown above it, as a site shows them beside its launcher.
 */
export function BotsPreview({ botId, botName, active, version }: BotsPreviewProps) {
  const [reloads, setReloads] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = embedPageUrl(botId);
  const frameKey = `${version}-${reloads}`;
  const { bubbles, shownCount } = useFramedWidgetBubbles(frame, new URL(url).origin, frameKey);

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
      <iframe
        key={frameKey}
        ref={frame}
        src={url}
        title={`Aperçu du widget de ${botName}`}
        className="h-[680px] w-full rounded-xl border border-border bg-background shadow-sm"
      />
    </section>
  );
}
