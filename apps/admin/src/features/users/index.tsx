import { ComingSoon } from "@/components/coming-soon";

export function UsersPage() {
  return <ComingSoon title="Utilisateurs" />;
}

export function UserDetailPage() {
  return <ComingSoon title="Compte" />;
}
