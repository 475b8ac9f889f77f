import { ComingSoon } from "@/components/coming-soon";

export function ChatsPage() {
  return <ComingSoon title="Conversations" />;
}
