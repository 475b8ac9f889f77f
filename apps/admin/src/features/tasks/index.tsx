import { ComingSoon } from "@/components/coming-soon";

export function TasksPage() {
  return <ComingSoon title="Tâches" />;
}
