import { PERMISSION, type User } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button, Input, InputSlot, Skeleton } from "@org/ui";
import { MagnifyingGlassIcon, PlusIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import { usersListQuery } from "../api";
import { useSetUserActive } from "../use-set-user-active";
import { UsersCreateDialog } from "./users-create-dialog";
import { UsersDeleteDialog } from "./users-delete-dialog";
import { UsersTable } from "./users-table";

function UsersSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {["a", "b", "c", "d", "e"].map((key) => (
        <Skeleton key={key} className="h-9 w-full" />
      ))}
    </div>
  );
}

/** The search box, the add button and the table of users, with their loading and error states. */
export function UsersList() {
  const client = useApiClient();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  const users = useQuery(usersListQuery(client, deferredSearch));
  const canAdd = useHasPermissions([PERMISSION.addUser]);
  const canChange = useHasPermissions([PERMISSION.changeUser]);
  const canDelete = useHasPermissions([PERMISSION.deleteUser]);
  const setActive = useSetUserActive();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input
          type="search"
          aria-label="Rechercher un utilisateur"
          placeholder="Rechercher par nom ou e-mail…"
          className="w-full max-w-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        >
          <InputSlot>
            <MagnifyingGlassIcon aria-hidden />
          </InputSlot>
        </Input>
        {canAdd ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            Ajouter un utilisateur
          </Button>
        ) : null}
      </div>
      <section aria-label="Liste des utilisateurs" aria-busy={users.isPending || undefined}>
        {users.isPending ? (
          <UsersSkeleton />
        ) : users.isError ? (
          <LoadErrorCard
            message="Impossible de charger les utilisateurs."
            onRetry={() => users.refetch()}
          />
        ) : (
          <UsersTable
            users={users.data.results}
            emptyMessage={
              deferredSearch
                ? `Aucun utilisateur ne correspond à « ${deferredSearch} ».`
                : "Aucun utilisateur pour l'instant."
            }
            actions={{
              canChange,
              canDelete,
              onToggleActive: (user) => setActive(user, !user.is_active),
              onDelete: setDeleting,
            }}
          />
        )}
      </section>
      <UsersCreateDialog open={creating} onOpenChange={setCreating} />
      <UsersDeleteDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
