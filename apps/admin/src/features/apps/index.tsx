import { ComingSoon } from "@/components/coming-soon";

export function AppsPage() {
  return <ComingSoon title="Applications" />;
}
