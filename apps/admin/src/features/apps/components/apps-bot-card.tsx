import type { Bot } from "@org/api-client";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@org/ui";
import { useId } from "react";
import { EmbedSnippets } from "@/components/embed-snippets";
import { AppsOriginsEditor } from "./apps-origins-editor";

/** The sites allowed to show a bot, as a user who may not change them reads them. */
function AppsOriginsList({ bot }: { bot: Bot }) {
  if (bot.allowed_origins.length === 0) {
    return <p className="m-0 text-sm">Tous les sites (aucun site précisé).</p>;
  }
  return (
    <ul aria-label={`Sites autorisés pour ${bot.name}`} className="m-0 grid list-none gap-1 p-0">
      {bot.allowed_origins.map((origin) => (
        <li key={origin}>
          <code className="break-all text-sm">{origin}</code>
        </li>
      ))}
    </ul>
  );
}

/** One assistant: where it may be shown, and the code that puts it on a site. */
export function AppsBotCard({ bot, canChange }: { bot: Bot; canChange: boolean }) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h2" id={titleId}>
              {bot.name}
            </CardTitle>
            {bot.is_active ? null : <Badge variant="secondary">Désactivé</Badge>}
          </div>
          <CardDescription>
            Les sites autorisés peuvent afficher l'assistant ; une liste vide les autorise tous.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="m-0 text-base font-semibold">Sites autorisés</h3>
            {canChange ? <AppsOriginsEditor bot={bot} /> : <AppsOriginsList bot={bot} />}
          </div>
          <div className="grid min-w-0 content-start gap-2">
            <h3 className="m-0 text-base font-semibold">Code d'intégration</h3>
            <EmbedSnippets botId={bot.id} />
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
