import { authQueries, useApiClient, useUpdateAccount } from "@org/api-client/react";
import { Button, Skeleton, toast } from "@org/ui";
import { PlusIcon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadErrorCard } from "@/components/load-error-card";
import { PageHeader } from "@/components/page-header";
import { type AccountRow, accountsWithKeysQuery } from "./api";
import { AccountsDeleteDialog } from "./components/accounts-delete-dialog";
import { AccountsFormDialog } from "./components/accounts-form-dialog";
import { AccountsTable } from "./components/accounts-table";

type Editing = { kind: "create" } | { kind: "edit"; account: AccountRow } | null;

export function AccountsPage() {
  const client = useApiClient();
  const accounts = useQuery(accountsWithKeysQuery(client));
  // Only staff change accounts; the API says who is staff.
  const canManage = useQuery(authQueries.currentUser(client)).data?.is_staff === true;
  const updateAccount = useUpdateAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);

  async function toggleActive(account: AccountRow) {
    const active = !account.is_active;
    const saved = await updateAccount
      .mutateAsync({ id: account.id, changes: { is_active: active } })
      .catch(() => null);
    if (!saved) return;
    toast({
      title: active ? "Compte activé" : "Compte désactivé",
      description: `Le compte ${account.name} est ${active ? "actif" : "inactif"}.`,
    });
  }

  return (
    <>
      <PageHeader
        title="Comptes"
        description="Les organisations, leurs assistants et leurs clés de fournisseurs."
      />
      <div className="grid gap-4">
        {canManage ? (
          <div className="flex justify-end">
            <Button onClick={() => setEditing({ kind: "create" })}>
              <PlusIcon aria-hidden />
              Ajouter un compte
            </Button>
          </div>
        ) : null}
        <section aria-label="Liste des comptes" aria-busy={accounts.isPending || undefined}>
          {accounts.isPending ? (
            <div className="grid gap-3" aria-hidden>
              {["a", "b", "c"].map((key) => (
                <Skeleton key={key} className="h-9 w-full" />
              ))}
            </div>
          ) : accounts.isError ? (
            <LoadErrorCard
              message="Impossible de charger les comptes."
              onRetry={() => accounts.refetch()}
            />
          ) : (
            <AccountsTable
              accounts={accounts.data}
              actions={{
                canManage,
                onToggleActive: toggleActive,
                onEdit: (account) => setEditing({ kind: "edit", account }),
                onDelete: setDeleting,
              }}
            />
          )}
        </section>
      </div>
      <AccountsFormDialog
        open={editing !== null}
        account={editing?.kind === "edit" ? editing.account : undefined}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
      <AccountsDeleteDialog account={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
