import { ApiError, type Bot, ORIGIN_EXAMPLE, readOrigin } from "@org/api-client";
import { useUpdateBot } from "@org/api-client/react";
import { Button, IconButton, Input, toast } from "@org/ui";
import { Cross2Icon, PlusIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { frenchFieldError } from "@/lib/server-messages";
import { useForm } from "@/lib/use-form";

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

/** The server's words on the origins it refused, in French, if that is what it said. */
function refusedOrigins(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return frenchFieldError(error, "allowed_origins") || null;
}

/** Adds and removes the sites allowed to show a bot, then saves them in one go. */
export function AppsOriginsEditor({ bot }: { bot: Bot }) {
  const updateBot = useUpdateBot();
  const [origins, setOrigins] = useState<readonly string[]>(bot.allowed_origins);
  const [saveError, setSaveError] = useState<string | null>(null);
  const changed = !sameList(origins, bot.allowed_origins);
  const adding = useForm({
    initialValues: { origin: "" },
    check: ({ origin }) => {
      const parsed = readOrigin(origin);
      if ("error" in parsed) return { origin: parsed.error };
      if (origins.includes(parsed.origin)) {
        return { origin: `${parsed.origin} est déjà dans la liste.` };
      }
      return {};
    },
    send: ({ origin }) => {
      const parsed = readOrigin(origin);
      if ("error" in parsed) return;
      setOrigins([...origins, parsed.origin]);
      adding.reset({ origin: "" });
      setSaveError(null);
    },
  });

  function remove(origin: string) {
    setOrigins(origins.filter((entry) => entry !== origin));
    setSaveError(null);
  }

  async function save() {
    setSaveError(null);
    try {
      await updateBot.mutateAsync({ id: bot.id, changes: { allowed_origins: [...origins] } });
      toast({
        title: "Sites autorisés enregistrés",
        description:
          origins.length === 0
            ? `${bot.name} peut maintenant s'afficher sur tous les sites.`
            : `${bot.name} ne s'affiche plus que sur ${origins.length > 1 ? `ces ${origins.length} sites` : "ce site"}.`,
      });
    } catch (error) {
      setSaveError(refusedOrigins(error));
    }
  }

  return (
    <div className="grid gap-3">
      {origins.length === 0 ? (
        <p className="m-0 rounded-md border border-dashed border-border p-3 text-sm">
          Aucun site précisé : l'assistant peut s'afficher sur tous les sites.
        </p>
      ) : (
        <ul
          aria-label={`Sites autorisés pour ${bot.name}`}
          className="m-0 grid list-none gap-1 p-0"
        >
          {origins.map((origin) => (
            <li
              key={origin}
              className="flex items-center justify-between gap-2 rounded-md bg-muted py-1 pr-1 pl-3"
            >
              <code className="break-all text-sm">{origin}</code>
              <IconButton aria-label={`Retirer ${origin}`} size="sm" onClick={() => remove(origin)}>
                <Cross2Icon aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={adding.submit} className="flex flex-wrap items-start gap-2">
        <FormTextField
          form={adding}
          name="origin"
          label="Ajouter un site"
          className="min-w-64 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={ORIGIN_EXAMPLE}
            />
          )}
        </FormTextField>
        <Button type="submit" variant="outline" className="mt-6">
          <PlusIcon aria-hidden />
          Ajouter
        </Button>
      </form>
      <FormError message={saveError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={!changed || updateBot.isPending}>
          {updateBot.isPending ? "Enregistrement…" : "Enregistrer les sites"}
        </Button>
        {changed ? (
          <>
            <Button variant="ghost" onClick={() => setOrigins(bot.allowed_origins)}>
              Annuler les modifications
            </Button>
            <span className="text-sm text-muted-foreground">
              {origins.length === 0
                ? "Liste vide : une fois enregistrée, tous les sites pourront afficher l'assistant."
                : "Modifications non enregistrées."}
            </span>
          </>
        ) : null}
      </div>
    </div>
  );
}
