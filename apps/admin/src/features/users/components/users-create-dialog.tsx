import { useCreateUser } from "@org/api-client/react";
import { Dialog, toast } from "@org/ui";
import { EMPTY_USER_FORM, toCreatePayload } from "../data/user-form";
import { UsersForm } from "./users-form";

export interface UsersCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates a user with a password, one or more accounts and their permissions. */
export function UsersCreateDialog({ open, onOpenChange }: UsersCreateDialogProps) {
  const createUser = useCreateUser();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="44rem">
        <Dialog.Title>Ajouter un utilisateur</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          Il se connectera avec ce nom d'utilisateur et ce mot de passe.
        </Dialog.Description>
        {open ? (
          <UsersForm
            creating
            initialValues={EMPTY_USER_FORM}
            submitLabel="Créer l'utilisateur"
            onCancel={() => onOpenChange(false)}
            onSubmit={async (values) => {
              const user = await createUser.mutateAsync(toCreatePayload(values));
              toast({
                title: "Utilisateur créé",
                description: `${user.username} peut se connecter.`,
              });
              onOpenChange(false);
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
