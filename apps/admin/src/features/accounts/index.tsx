import { ComingSoon } from "@/components/coming-soon";

export function AccountsPage() {
  return <ComingSoon title="Comptes" />;
}
