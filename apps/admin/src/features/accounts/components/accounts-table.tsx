import { Badge, DataTable, type DataTableColumn, DropdownMenu, IconButton, Switch } from "@org/ui";
import { DotsHorizontalIcon } from "@radix-ui/react-icons";
import { formatDateTime } from "@/lib/format-date";
import type { AccountRow } from "../api";

/** Rows shown per page of the accounts table. */
const ACCOUNTS_PAGE_SIZE = 10;

export interface AccountsTableActions {
  /** Only staff change accounts; others see them. */
  canManage: boolean;
  onToggleActive: (account: AccountRow) => void;
  onEdit: (account: AccountRow) => void;
  onDelete: (account: AccountRow) => void;
}

function MaskedKey({ value }: { value: string | null }) {
  return value ? (
    <code className="text-sm">{value}</code>
  ) : (
    <span className="text-muted-foreground">Non définie</span>
  );
}

function columns(actions: AccountsTableActions): DataTableColumn<AccountRow>[] {
  const list: DataTableColumn<AccountRow>[] = [
    {
      id: "name",
      header: "Nom",
      sortValue: (account) => account.name,
      cell: (account) => <span className="font-medium">{account.name}</span>,
    },
    {
      id: "status",
      header: "Statut",
      sortValue: (account) => account.is_active,
      cell: (account) =>
        actions.canManage ? (
          <Switch
            aria-label={`Compte ${account.name} actif`}
            label={account.is_active ? "Actif" : "Inactif"}
            checked={account.is_active}
            onCheckedChange={() => actions.onToggleActive(account)}
          />
        ) : (
          <Badge variant={account.is_active ? "success" : "outline"}>
            {account.is_active ? "Actif" : "Inactif"}
          </Badge>
        ),
    },
    {
      id: "openai",
      header: "Clé OpenAI",
      cell: (account) => <MaskedKey value={account.masked_openai_api_key} />,
    },
    {
      id: "embedding",
      header: "Modèle d'embeddings",
      sortValue: (account) => account.embedding_model ?? "",
      cell: (account) =>
        account.embedding_model ? (
          <code className="text-sm">{account.embedding_model}</code>
        ) : (
          <span className="text-muted-foreground">Non défini</span>
        ),
    },
    {
      id: "pinecone",
      header: "Clé Pinecone",
      cell: (account) => <MaskedKey value={account.masked_pinecone_api_key} />,
    },
    {
      id: "updated",
      header: "Mis à jour",
      sortValue: (account) => new Date(account.updated_at),
      cell: (account) => formatDateTime(new Date(account.updated_at)),
    },
  ];
  if (!actions.canManage) return list;
  return [
    ...list,
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (account) => (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <IconButton variant="ghost" aria-label={`Actions pour ${account.name}`}>
              <DotsHorizontalIcon />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Item onSelect={() => actions.onEdit(account)}>
              Renommer et clés API
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
            <DropdownMenu.Item color="red" onSelect={() => actions.onDelete(account)}>
              Supprimer
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      ),
    },
  ];
}

/** The accounts, sortable and split into pages; provider keys only ever masked. */
export function AccountsTable({
  accounts,
  actions,
}: {
  accounts: readonly AccountRow[];
  actions: AccountsTableActions;
}) {
  return (
    <DataTable
      caption="Comptes"
      hideCaption
      columns={columns(actions)}
      rows={accounts}
      getRowId={(account) => account.id}
      pageSize={ACCOUNTS_PAGE_SIZE}
      defaultSort={{ columnId: "name", direction: "ascending" }}
      emptyMessage="Aucun compte pour l'instant."
    />
  );
}
