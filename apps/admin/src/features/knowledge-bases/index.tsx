import { ComingSoon } from "@/components/coming-soon";

export function KnowledgeBasesPage() {
  return <ComingSoon title="Bases de connaissances" />;
}

export function KnowledgeBasePage() {
  return <ComingSoon title="Base de connaissances" />;
}
