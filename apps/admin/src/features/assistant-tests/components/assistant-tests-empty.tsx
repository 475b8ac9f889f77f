import type { ReactNode } from "react";

/**
 * What a test is and how to write the first ones, for an assistant that has none; `actions` are
 * the buttons the user may use to do so.
 */
export function AssistantTestsEmpty({ botName, actions }: { botName: string; actions: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-6 text-center">
      <p className="m-0 font-medium">{botName} n'a pas encore de test.</p>
      <p className="m-0 max-w-2xl text-sm text-muted-foreground">
        Un test est une question qu'un visiteur pourrait poser, avec ce qu'est une bonne
        réponse&nbsp;: la page qu'elle cite, la réponse validée qu'elle donne ou les mots qu'elle
        contient. Écrivez vos questions, ou partez de celles que tirent les titres de ses pages.
      </p>
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
