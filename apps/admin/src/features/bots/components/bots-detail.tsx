import { type Bot, PERMISSION } from "@org/api-client";
import { botQueries, useApiClient, useUpdateBot } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Badge, Button, Skeleton, Tabs, toast } from "@org/ui";
import { ArrowLeftIcon, TrashIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EmbedSnippets } from "@/components/embed-snippets";
import { useFollowAccount } from "@/components/layout/use-follow-account";
import { LoadErrorCard } from "@/components/load-error-card";
import { formatDateTime } from "@/lib/format-date";
import { appearanceOf } from "../data/bot-appearance";
import { formValuesOf, toUpdatePayload } from "../data/bot-form";
import { BotsAnswerMode } from "./bots-answer-mode";
import { BotsAppearanceForm } from "./bots-appearance-form";
import { BotsAvatar } from "./bots-avatar";
import { BotsBubbles } from "./bots-bubbles";
import { BotsDeleteDialog } from "./bots-delete-dialog";
import { BotsForm } from "./bots-form";
import { BotsPreview } from "./bots-preview";
import { BotsShortcuts } from "./bots-shortcuts";
import { BotsAppearanceSummary, BotsSummary } from "./bots-summary";

/** One assistant: its settings, bubbles, shortcuts, embed code and a live preview. */
export function BotsDetail({ botId }: { botId: number }) {
  const client = useApiClient();
  const bot = useQuery(botQueries.detail(client, botId));
  useFollowAccount(bot.data?.account);

  if (bot.isPending) {
    return (
      <div className="grid gap-4" aria-busy>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-9 w-96" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (bot.isError) {
    return (
      <>
        <BackLink />
        <LoadErrorCard
          message="Impossible de charger cet assistant."
          onRetry={() => bot.refetch()}
        />
      </>
    );
  }
  return <BotSheet bot={bot.data} />;
}

function BackLink() {
  return (
    <Link
      to="/bots"
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden />
      Assistants
    </Link>
  );
}

function BotSheet({ bot }: { bot: Bot }) {
  const navigate = useNavigate();
  const updateBot = useUpdateBot();
  const canChange = useHasPermissions([PERMISSION.changeBot]);
  const canDelete = useHasPermissions([PERMISSION.deleteBot]);
  const viewBubbles = useHasPermissions([PERMISSION.viewBubblemessage]);
  const viewShortcuts = useHasPermissions([PERMISSION.viewShortcut]);
  const [deleting, setDeleting] = useState(false);
  const [tab, setTab] = useState("settings");
  // The preview reloads whenever this changes, after every saved change.
  const [previewVersion, setPreviewVersion] = useState(0);
  const refreshPreview = () => setPreviewVersion((version) => version + 1);
  // The appearance being edited: the preview shows it before it is saved. A saved (or otherwise
  // changed) bot starts it afresh.
  const [appearance, setAppearance] = useState(() => appearanceOf(bot));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the bot starts afresh
  useEffect(() => setAppearance(appearanceOf(bot)), [bot.updated_at]);

  return (
    <>
      <BackLink />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-4">
          <BotsAvatar name={bot.name} src={bot.avatar_url} size="lg" />
          <div className="grid gap-1">
            <h1 className="m-0 text-2xl font-bold tracking-tight">{bot.name}</h1>
            <p className="m-0 inline-flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={bot.is_active ? "success" : "secondary"}>
                {bot.is_active ? "Actif" : "Inactif"}
              </Badge>
              Modifié le {formatDateTime(new Date(bot.updated_at))}
            </p>
          </div>
        </div>
        {canDelete ? (
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <TrashIcon aria-hidden />
            Supprimer l'assistant
          </Button>
        ) : null}
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_380px]">
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List aria-label="Sections de l'assistant">
            <Tabs.Trigger value="settings">Réglages</Tabs.Trigger>
            {viewBubbles ? <Tabs.Trigger value="bubbles">Bulles</Tabs.Trigger> : null}
            {viewShortcuts ? <Tabs.Trigger value="shortcuts">Raccourcis</Tabs.Trigger> : null}
            <Tabs.Trigger value="appearance">Apparence</Tabs.Trigger>
            <Tabs.Trigger value="embed">Intégration</Tabs.Trigger>
          </Tabs.List>
          <div className="pt-5">
            <Tabs.Content value="settings" className="grid gap-5">
              <BotsAnswerMode account={bot.account} model={bot.model} />
              {canChange ? (
                <BotsForm
                  key={bot.updated_at}
                  account={bot.account}
                  editing
                  language={bot.language}
                  initialValues={formValuesOf(bot)}
                  submitLabel="Enregistrer"
                  onSubmit={async (values, access) => {
                    await updateBot.mutateAsync({
                      id: bot.id,
                      changes: toUpdatePayload(values, bot, access),
                    });
                    toast({
                      title: "Assistant enregistré",
                      description: "Ses réglages sont à jour.",
                    });
                    refreshPreview();
                  }}
                />
              ) : (
                <BotsSummary bot={bot} />
              )}
            </Tabs.Content>
            {viewBubbles ? (
              <Tabs.Content value="bubbles">
                <BotsBubbles botId={bot.id} onSaved={refreshPreview} />
              </Tabs.Content>
            ) : null}
            {viewShortcuts ? (
              <Tabs.Content value="shortcuts">
                <BotsShortcuts botId={bot.id} onSaved={refreshPreview} />
              </Tabs.Content>
            ) : null}
            <Tabs.Content value="appearance">
              {canChange ? (
                <BotsAppearanceForm bot={bot} values={appearance} onChange={setAppearance} />
              ) : (
                <BotsAppearanceSummary bot={bot} />
              )}
            </Tabs.Content>
            <Tabs.Content value="embed">
              <p className="m-0 mb-2 text-sm text-muted-foreground">
                Ajoutez l'assistant à votre site avec l'une de ces deux méthodes.
              </p>
              <EmbedSnippets botId={bot.id} />
            </Tabs.Content>
          </div>
        </Tabs.Root>
        <BotsPreview
          botId={bot.id}
          botName={bot.name}
          active={bot.is_active}
          avatarUrl={bot.avatar_url}
          appearance={appearance}
          version={previewVersion}
          bubblesInFocus={tab === "bubbles"}
        />
      </div>
      <BotsDeleteDialog
        bot={deleting ? bot : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate("/bots")}
      />
    </>
  );
}
