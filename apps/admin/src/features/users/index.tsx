import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { UsersDetail } from "./components/users-detail";
import { UsersList } from "./components/users-list";

export function UsersPage() {
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        description="Les personnes qui administrent vos comptes, leurs rôles et leurs droits."
      />
      <UsersList />
    </>
  );
}

export function UserDetailPage() {
  return <UsersDetail userId={Number(useParams().userId)} />;
}
