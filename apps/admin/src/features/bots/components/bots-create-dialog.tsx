import type { Account } from "@org/api-client";
import { useCreateBot } from "@org/api-client/react";
import { Dialog, toast } from "@org/ui";
import { useNavigate } from "react-router";
import { EMPTY_BOT_FORM, toCreatePayload } from "../data/bot-form";
import { BotsForm } from "./bots-form";

export interface BotsCreateDialogProps {
  /** The account the assistant is created in. */
  account: Account;
  /** Said in the dialog when the user works in several accounts. */
  showAccount: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates an assistant in the current account, then opens its page for bubbles and shortcuts. */
export function BotsCreateDialog({
  account,
  showAccount,
  open,
  onOpenChange,
}: BotsCreateDialogProps) {
  const createBot = useCreateBot();
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="44rem">
        <Dialog.Title>Créer un assistant</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {showAccount ? `L'assistant sera créé dans le compte ${account.name}. ` : null}
          Vous ajouterez ensuite ses bulles et ses raccourcis, et l'intégrerez à votre site.
        </Dialog.Description>
        {open ? (
          <BotsForm
            account={account.id}
            editing={false}
            initialValues={EMPTY_BOT_FORM}
            submitLabel="Créer l'assistant"
            onCancel={() => onOpenChange(false)}
            onSubmit={async (values, access) => {
              const bot = await createBot.mutateAsync(toCreatePayload(values, account.id, access));
              toast({ title: "Assistant créé", description: `${bot.name} est prêt.` });
              onOpenChange(false);
              navigate(`/bots/${bot.id}`);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
