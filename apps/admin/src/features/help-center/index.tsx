import { ComingSoon } from "@/components/coming-soon";

export function HelpCenterPage() {
  return <ComingSoon title="Centre d'aide" />;
}
