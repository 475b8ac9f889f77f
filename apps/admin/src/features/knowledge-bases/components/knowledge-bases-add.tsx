import type { KnowledgeType } from "@org/api-client";
import { Card, CardContent, Tabs } from "@org/ui";
import { useSearchParams } from "react-router";
import { addableKinds, isKnowledgeType } from "../data/knowledge-kinds";
import { useKnowledgePermissions } from "../use-knowledge-permissions";
import { KnowledgeBasesDocumentUpload } from "./knowledge-bases-document-upload";
import { KnowledgeBasesTextForm } from "./knowledge-bases-text-form";
import { KnowledgeBasesUrlForm } from "./knowledge-bases-url-form";

const TAB_LABELS: Record<KnowledgeType, string> = {
  text: "Texte",
  url: "Site web (URL)",
  document: "Document",
};

const PANELS: Record<KnowledgeType, () => React.JSX.Element> = {
  text: KnowledgeBasesTextForm,
  url: KnowledgeBasesUrlForm,
  document: KnowledgeBasesDocumentUpload,
};

/** One tab per kind the user may add; `?type=` picks the tab and follows it. */
export function KnowledgeBasesAdd() {
  const kinds = addableKinds(useKnowledgePermissions());
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("type");
  const first = kinds[0];

  if (!first) {
    return (
      <Card>
        <CardContent className="pt-6">
          <p className="m-0" role="alert">
            Vos droits ne permettent pas d'ajouter de base de connaissances.
          </p>
        </CardContent>
      </Card>
    );
  }

  const current = isKnowledgeType(requested) && kinds.includes(requested) ? requested : first;
  return (
    <Tabs.Root
      value={current}
      onValueChange={(value) => setSearchParams({ type: value }, { replace: true })}
    >
      <Tabs.List aria-label="Type de base">
        {kinds.map((kind) => (
          <Tabs.Trigger key={kind} value={kind}>
            {TAB_LABELS[kind]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {kinds.map((kind) => {
        const Panel = PANELS[kind];
        return (
          <Tabs.Content key={kind} value={kind} className="max-w-3xl pt-6">
            <Panel />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
