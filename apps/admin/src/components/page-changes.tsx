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
 * Says, on an ingestion's task, which pages are new, changed, gone, unchanged, and failed this
 * time while keeping their last text.
 */
export function PageChanges({ changes }: { changes: Task["page_changes"] }) {
  const text = changes ? pageChangesText(changes) : null;
  if (text === null) return null;
  return <span className="text-xs text-muted-foreground">{text}</span>;
}
