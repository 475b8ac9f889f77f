import type { User } from "@org/api-client";
import { useUpdateUser } from "@org/api-client/react";
import { toast } from "@org/ui";

/** Activates or deactivates a user, then says so; a refusal is shown by the general handler. */
export function useSetUserActive() {
  const updateUser = useUpdateUser();
  return async (user: User, active: boolean) => {
    const done = await updateUser
      .mutateAsync({ userId: user.user_id, changes: { is_active: active } })
      .then(
        () => true,
        () => false,
      );
    if (!done) return;
    toast({
      title: active ? "Utilisateur activé" : "Utilisateur désactivé",
      description: active
        ? `${user.username} peut de nouveau se connecter.`
        : `${user.username} ne peut plus se connecter.`,
    });
  };
}
