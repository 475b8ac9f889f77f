import { Button } from "@org/ui";
import { ExternalLinkIcon, ReloadIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { embedPageUrl } from "@/lib/embed-snippets";

export interface BotsPreviewProps {
  botId: number;
  botName: string;
  active: boolean;
  /** Changes after each saved change; the widget then reloads to show it. */
  version: number;
}

/** The real widget of the assistant, as a site's visitors get it, framed from the embed host. */
export function BotsPreview({ botId, botName, active, version }: BotsPreviewProps) {
  const [reloads, setReloads] = useState(0);
  const url = embedPageUrl(botId);
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
      <iframe
        key={`${version}-${reloads}`}
        src={url}
        title={`Aperçu du widget de ${botName}`}
        className="h-[640px] w-full rounded-xl border border-border bg-background shadow-sm"
      />
    </section>
  );
}
