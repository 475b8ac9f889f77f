import { PERMISSION, type User } from "@org/api-client";
import { useApiClient, useUpdateUser } from "@org/api-client/react";
import { useHasPermissions, useUser } from "@org/auth";
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton, toast } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LoadErrorCard } from "@/components/load-error-card";
import { PageHeader } from "@/components/page-header";
import { ownUserQuery, userDetailQuery } from "../api";
import { formValuesOf, toUpdatePayload } from "../data/user-form";
import { fullName, userBadges } from "../data/user-labels";
import { useSetUserActive } from "../use-set-user-active";
import { UsersDeleteDialog } from "./users-delete-dialog";
import { UsersForm } from "./users-form";

/** One user: their badges, the form that edits them, deactivation and deletion. */
export function UsersDetail({ userId }: { userId: number }) {
  const client = useApiClient();
  const own = useUser()?.user_id === userId;
  const mine = useQuery({ ...ownUserQuery(client), enabled: own });
  const theirs = useQuery({ ...userDetailQuery(client, userId), enabled: !own });
  const user = own ? mine : theirs;

  if (user.isPending) {
    return (
      <div className="grid gap-4" aria-busy>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (user.isError) {
    return (
      <>
        <PageHeader title={own ? "Mon compte" : "Utilisateur"} />
        <LoadErrorCard
          message="Impossible de charger cet utilisateur."
          onRetry={() => user.refetch()}
        />
      </>
    );
  }
  return <UserSheet key={user.data.user_id} user={user.data} own={own} />;
}

function UserSheet({ user, own }: { user: User; own: boolean }) {
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const setActive = useSetUserActive();
  const canChange = useHasPermissions([PERMISSION.changeUser]);
  const canDelete = useHasPermissions([PERMISSION.deleteUser]) && !own;
  const [deleting, setDeleting] = useState(false);
  const { role, status } = userBadges(user);

  return (
    <>
      <PageHeader
        title={own ? "Mon compte" : fullName(user)}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {user.username}
            {user.email ? ` · ${user.email}` : null}
            <Badge variant={role.variant}>{role.label}</Badge>
            <Badge variant={status.variant}>{status.label}</Badge>
          </span>
        }
      />
      <div className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{canChange ? "Modifier le profil" : "Profil"}</CardTitle>
          </CardHeader>
          <CardContent>
            {canChange ? (
              <UsersForm
                creating={false}
                identityOnly={own}
                initialValues={formValuesOf(user)}
                submitLabel="Enregistrer"
                onSubmit={async (values) => {
                  await updateUser.mutateAsync({
                    userId: user.user_id,
                    changes: toUpdatePayload(values, own),
                  });
                  toast({ title: "Modifications enregistrées" });
                }}
              />
            ) : (
              <UserProfile user={user} />
            )}
          </CardContent>
        </Card>
        {!own && (canChange || canDelete) ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Accès</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-3">
              {canChange ? (
                <Button variant="outline" onClick={() => setActive(user, !user.is_active)}>
                  {user.is_active ? "Désactiver" : "Activer"}
                </Button>
              ) : null}
              {canDelete ? (
                <Button variant="destructive" onClick={() => setDeleting(true)}>
                  Supprimer l'utilisateur
                </Button>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
      </div>
      <UsersDeleteDialog
        user={deleting ? user : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate("/users")}
      />
    </>
  );
}

/** The profile as read by someone who may not change it. */
function UserProfile({ user }: { user: User }) {
  const rows = [
    ["Nom d'utilisateur", user.username],
    ["E-mail", user.email],
    ["Prénom", user.first_name],
    ["Nom", user.last_name],
  ] as const;
  return (
    <dl className="m-0 grid gap-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="m-0">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
