import type { CurrentUser, ProfileUpdate } from "@org/api-client";
import { useUpdateCurrentUser } from "@org/api-client/react";
import { toast } from "@org/ui";

/**
 * Saves a part of the signed-in user's settings and says so with a toast. A refusal rejects, for
 * the form to show its field messages; the back-office's error handler has toasted it already.
 */
export function useSaveSettings(savedTitle: string) {
  const update = useUpdateCurrentUser();
  async function save(changes: ProfileUpdate): Promise<CurrentUser> {
    const user = await update.mutateAsync(changes);
    toast({ title: savedTitle });
    return user;
  }
  return { save, saving: update.isPending };
}
