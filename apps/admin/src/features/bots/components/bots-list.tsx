import { type Bot, PERMISSION } from "@org/api-client";
import { useHasPermissions } from "@org/auth";
import { Button, Card, CardContent, Skeleton } from "@org/ui";
import { PlusIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { useActiveAccount } from "@/components/layout/active-account";
import { LoadErrorCard } from "@/components/load-error-card";
import { useAccountBots } from "@/hooks/use-account-bots";
import { useBotFormChoices } from "../use-bot-form-choices";
import { useSetBotActive } from "../use-set-bot-active";
import { BotsCreateDialog } from "./bots-create-dialog";
import { BotsDeleteDialog } from "./bots-delete-dialog";
import { BotsTable } from "./bots-table";

function BotsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {["a", "b", "c", "d"].map((key) => (
        <Skeleton key={key} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The assistants of the current account, their on/off switches, creation and deletion. */
export function BotsList() {
  const { accounts, active } = useActiveAccount();
  const bots = useAccountBots();
  const choices = useBotFormChoices();
  const canAdd = useHasPermissions([PERMISSION.addBot]);
  const canChange = useHasPermissions([PERMISSION.changeBot]);
  const canDelete = useHasPermissions([PERMISSION.deleteBot]);
  const setActive = useSetBotActive();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Bot | null>(null);
  const create = () => setCreating(true);

  return (
    <div className="grid gap-4">
      {canAdd && active ? (
        <div className="flex justify-end">
          <Button onClick={create}>
            <PlusIcon aria-hidden />
            Créer un assistant
          </Button>
        </div>
      ) : null}
      <section aria-label="Liste des assistants" aria-busy={bots.isPending || undefined}>
        {bots.isPending ? (
          <BotsSkeleton />
        ) : bots.isError ? (
          <LoadErrorCard
            message="Impossible de charger les assistants."
            onRetry={() => bots.refetch()}
          />
        ) : bots.data.results.length === 0 ? (
          <Card>
            <CardContent className="grid justify-items-center gap-3 py-10 text-center">
              <p className="m-0 text-lg font-medium">Aucun assistant pour l'instant.</p>
              <p className="m-0 max-w-md text-muted-foreground">
                Un assistant répond aux visiteurs de votre site à partir de vos bases de
                connaissances.
              </p>
              {canAdd && active ? (
                <Button variant="outline" onClick={create}>
                  <PlusIcon aria-hidden />
                  Créer votre premier assistant
                </Button>
              ) : null}
            </CardContent>
          </Card>
        ) : (
          <BotsTable
            bots={bots.data.results}
            models={choices.data?.model ?? []}
            actions={{
              canChange,
              canDelete,
              onToggleActive: (bot) => setActive(bot, !bot.is_active),
              onDelete: setDeleting,
            }}
          />
        )}
      </section>
      {active ? (
        <BotsCreateDialog
          account={active}
          showAccount={accounts.length > 1}
          open={creating}
          onOpenChange={setCreating}
        />
      ) : null}
      <BotsDeleteDialog bot={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
