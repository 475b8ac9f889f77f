import { ComingSoon } from "@/components/coming-soon";

export function BotsPage() {
  return <ComingSoon title="Assistant IA" />;
}

export function BotDetailPage() {
  return <ComingSoon title="Assistant" />;
}
