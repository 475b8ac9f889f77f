import type { User } from "@org/api-client";
import { Badge, DataTable, type DataTableColumn, DropdownMenu, IconButton } from "@org/ui";
import { DotsHorizontalIcon } from "@radix-ui/react-icons";
import { Link } from "react-router";
import { personalName, userBadges } from "../data/user-labels";

/** Rows shown per page of the users table. */
const USERS_PAGE_SIZE = 10;

export interface UsersTableActions {
  canChange: boolean;
  canDelete: boolean;
  onToggleActive: (user: User) => void;
  onDelete: (user: User) => void;
}

function columns(actions: UsersTableActions): DataTableColumn<User>[] {
  return [
    {
      id: "username",
      header: "Nom d'utilisateur",
      sortValue: (user) => user.username,
      cell: (user) => (
        <Link className="font-medium text-foreground" to={`/users/${user.user_id}`}>
          {user.username}
        </Link>
      ),
    },
    {
      id: "name",
      header: "Nom",
      sortValue: personalName,
      cell: (user) => personalName(user) || "—",
    },
    { id: "email", header: "E-mail", sortValue: (user) => user.email, cell: (user) => user.email },
    {
      id: "role",
      header: "Rôle",
      sortValue: (user) => userBadges(user).role.label,
      cell: (user) => {
        const { role } = userBadges(user);
        return <Badge variant={role.variant}>{role.label}</Badge>;
      },
    },
    {
      id: "status",
      header: "Statut",
      sortValue: (user) => userBadges(user).status.label,
      cell: (user) => {
        const { status } = userBadges(user);
        return <Badge variant={status.variant}>{status.label}</Badge>;
      },
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (user) => <UserRowMenu user={user} actions={actions} />,
    },
  ];
}

function UserRowMenu({ user, actions }: { user: User; actions: UsersTableActions }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" aria-label={`Actions pour ${user.username}`}>
          <DotsHorizontalIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item asChild>
          <Link to={`/users/${user.user_id}`}>{actions.canChange ? "Modifier" : "Voir"}</Link>
        </DropdownMenu.Item>
        {actions.canChange ? (
          <DropdownMenu.Item onSelect={() => actions.onToggleActive(user)}>
            {user.is_active ? "Désactiver" : "Activer"}
          </DropdownMenu.Item>
        ) : null}
        {actions.canDelete ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item color="red" onSelect={() => actions.onDelete(user)}>
              Supprimer
            </DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The users, sortable by each column and split into pages. */
export function UsersTable({
  users,
  actions,
  emptyMessage,
}: {
  users: readonly User[];
  actions: UsersTableActions;
  emptyMessage: string;
}) {
  return (
    <DataTable
      caption="Utilisateurs"
      hideCaption
      columns={columns(actions)}
      rows={users}
      getRowId={(user) => user.user_id}
      pageSize={USERS_PAGE_SIZE}
      defaultSort={{ columnId: "username", direction: "ascending" }}
      emptyMessage={emptyMessage}
    />
  );
}
