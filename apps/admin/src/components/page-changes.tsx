import type { Task } from "@org/api-client";

type Changes = NonNullable<Task["page_changes"]>;

const PARTS: readonly { key: keyof Changes; one: string; many: string }[] = [
  { key: "added", one: "nouvelle", many: "nouvelles" },
  { key: "changed", one: "modifiée", many: "modifiées" },
  { key: "removed", one: "retirée", many: "retirées" },
  { key: "unchanged", one: "inchangée", many: "inchangées" },
  { key: "failed", one: "en échec (gardée)", many: "en échec (gardées)" },
];

/** What an ingestion did to its knowledge base's pages, e.g. « Pages : 1 nouvelle, 2 inchangées ». */
export function pageChangesText(changes: Changes): string | null {
  const parts = PARTS.filter(({ key }) => changes[key] > 0).map(
    ({ key, one, many }) =>
      `${changes[key].toLocaleString("fr-FR")} ${changes[key] > 1 ? many : one}`,
  );
  return parts.length === 0 ? null : `Pages\u00a0: ${parts.join(", ")}`;
}

/**
 * Says, on a site's ingestion task, which pages are new, changed, gone, unchanged, and failed
 * this time while keeping their last text; a text or a document is no pages: nothing is said.
 */
export function PageChanges({ task }: { task: Pick<Task, "kind" | "page_changes"> }) {
  const changes = task.kind === "url_ingest" ? task.page_changes : null;
  const text = changes ? pageChangesText(changes) : null;
  if (text === null) return null;
  return <span className="text-xs text-muted-foreground">{text}</span>;
}
