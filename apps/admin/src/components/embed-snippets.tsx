import { useApiClient } from "@org/api-client/react";
import { Button, Tabs, toast } from "@org/ui";
import { CopyIcon } from "@radix-ui/react-icons";
import { embedSnippets } from "@/lib/embed-snippets";

/** The script tag and the React code that put a bot's widget on a site, each with a copy button. */
export function EmbedSnippets({ botId }: { botId: number }) {
  const client = useApiClient();
  const snippets = embedSnippets(botId, client.baseUrl());
  return (
    <Tabs.Root defaultValue="script">
      <Tabs.List aria-label="Façons d'intégrer l'assistant">
        <Tabs.Trigger value="script">Balise script</Tabs.Trigger>
        <Tabs.Trigger value="react">React</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="script">
        <Snippet
          code={snippets.scriptTag}
          label="Balise script"
          hint="Collez cette balise avant la fin du <body> de chaque page du site."
        />
      </Tabs.Content>
      <Tabs.Content value="react">
        <Snippet
          code={snippets.react}
          label="Code React"
          hint="Installez le paquet avec « npm install @org/chat-widget », puis affichez ce composant."
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Snippet({ code, label, hint }: { code: string; label: string; hint: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: "Copié", description: `${label} est dans le presse-papiers.` });
    } catch {
      toast({
        variant: "destructive",
        title: "Copie impossible",
        description: "Sélectionnez le code et copiez-le à la main.",
      });
    }
  }
  return (
    <figure aria-label={label} className="m-0 grid gap-2 pt-3">
      <figcaption className="text-sm text-muted-foreground">{hint}</figcaption>
      {/* Long lines wrap rather than scroll: a scrolling box would be out of keyboard reach. */}
      <pre className="m-0 whitespace-pre-wrap rounded-md bg-muted p-3 text-xs leading-relaxed [overflow-wrap:anywhere]">
        <code>{code}</code>
      </pre>
      <div>
        <Button variant="outline" size="sm" onClick={copy}>
          <CopyIcon aria-hidden />
          Copier
        </Button>
      </div>
    </figure>
  );
}
