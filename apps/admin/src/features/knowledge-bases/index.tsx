import { ArrowLeftIcon } from "@radix-ui/react-icons";
import { Link } from "react-router";
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
        description="Un texte écrit ici, les pages d'un site web ou des documents : l'ingestion les découpe et les indexe pour vos assistants."
      />
      <KnowledgeBasesAdd />
    </>
  );
}
