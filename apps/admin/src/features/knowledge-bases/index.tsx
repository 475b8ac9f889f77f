import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Link } from "react-router";
import { useActiveAccount } from "@/components/layout/active-account";
import { PageHeader } from "@/components/page-header";
import { KnowledgeBasesAdd } from "./components/knowledge-bases-add";
import { KnowledgeBasesList } from "./components/knowledge-bases-list";

export function KnowledgeBasesPage() {
  return (
    <>
      <PageHeader
        title="Bases de connaissances"
        description="Les textes, sites web et documents à partir desquels vos assistants répondent."
      />
      <KnowledgeBasesList />
    </>
  );
}

export function KnowledgeBasePage() {
  const { accounts, active } = useActiveAccount();
  // Said to those who work in several accounts: the base goes to the one chosen in the sidebar.
  const where =
    accounts.length > 1 && active ? ` La base sera créée dans le compte ${active.name}.` : "";
  return (
    <>
      <Link
        to="/knowledge_bases"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground"
      >
        <ArrowLeftIcon aria-hidden />
        Bases de connaissances
      </Link>
      <PageHeader
        title="Ajouter une base de connaissances"
        description={`Un texte écrit ici, les pages d'un site web ou des documents : l'ingestion les découpe et les indexe pour vos assistants.${where}`}
      />
      <KnowledgeBasesAdd />
    </>
  );
}
