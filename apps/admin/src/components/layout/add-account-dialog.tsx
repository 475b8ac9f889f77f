import { type Account, accountCreateSchema } from "@org/api-client";
import { useCreateAccount } from "@org/api-client/react";
import { Dialog, Input, toast } from "@org/ui";
import { DialogFormActions } from "@/components/form-actions";
import { FormTextField } from "@/components/form-text-field";
import { fieldLimits } from "@/lib/contract-limits";
import { useForm } from "@/lib/use-form";

const NAME = fieldLimits(accountCreateSchema, "name", "maxLength");
const EMPTY = { name: "" };

export interface AddAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (account: Account) => void;
}

/** Creates an account from its name; a refusal of the server is shown by the general handler. */
export function AddAccountDialog({ open, onOpenChange, onCreated }: AddAccountDialogProps) {
  const createAccount = useCreateAccount();
  const form = useForm({
    initialValues: EMPTY,
    check: ({ name }) => (name.trim() === "" ? { name: "Veuillez saisir le nom du compte" } : {}),
    send: async ({ name }) => {
      const account = await createAccount.mutateAsync({ name: name.trim() }).catch(() => null);
      if (!account) return;
      toast({ title: "Compte créé", description: `Le compte ${account.name} est prêt.` });
      onCreated(account);
      close(false);
    },
  });

  function close(next: boolean) {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>Ajouter un compte</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Un compte regroupe des utilisateurs, des assistants et leurs bases de connaissances.
        </Dialog.Description>
        <form className="grid gap-4" noValidate onSubmit={form.submit}>
          <FormTextField form={form} name="name" label="Nom du compte">
            {(control) => <Input {...control} autoFocus maxLength={NAME.maxLength} />}
          </FormTextField>
          <DialogFormActions submitLabel="Créer le compte" pending={createAccount.isPending} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
