import type { KnowledgeBase } from "@org/api-client";
import {
  Checkbox,
  DataTable,
  type DataTableColumn,
  DropdownMenu,
  IconButton,
  Switch,
} from "@org/ui";
import { DotsHorizontalIcon } from "@radix-ui/react-icons";
import { Link } from "react-router";
import { KnowledgeKindBadge } from "@/components/knowledge-kind-badge";
import { PagesBeyondLimit } from "@/components/pages-beyond-limit";
import { formatDateTime } from "@/lib/format-date";
import { knowledgeBaseAddress } from "@/lib/knowledge-base-address";
import { KNOWLEDGE_KIND_LABELS } from "@/lib/knowledge-kinds";
import { withPick } from "@/lib/picked";
import {
  embeddingSortValue,
  KnowledgeBasesEmbeddingStatus,
} from "./knowledge-bases-embedding-status";

/** Rows shown per page of the knowledge-bases table. */
const KNOWLEDGE_BASES_PAGE_SIZE = 10;

/** How much of a text base's content the list shows under its name. */
const TEXT_PREVIEW_LENGTH = 90;

export interface KnowledgeBasesTableActions {
  canChange: boolean;
  canCrawl: boolean;
  onToggleActive: (base: KnowledgeBase) => void;
  onEdit: (base: KnowledgeBase) => void;
  onReingest: (base: KnowledgeBase) => void;
  onDelete: (base: KnowledgeBase) => void;
}

export interface KnowledgeBasesSelection {
  selected: ReadonlySet<number>;
  onChange: (ids: ReadonlySet<number>) => void;
}

function summaryOf(base: KnowledgeBase): string {
  if (base.type !== "text") return base.value;
  const text = base.value.replace(/\s+/g, " ").trim();
  return text.length > TEXT_PREVIEW_LENGTH ? `${text.slice(0, TEXT_PREVIEW_LENGTH)}…` : text;
}

function NameCell({ base }: { base: KnowledgeBase }) {
  return (
    <div className="grid max-w-md gap-0.5">
      <Link className="font-medium text-foreground" to={knowledgeBaseAddress(base.id)}>
        {base.name}
      </Link>
      {base.type === "url" ? (
        <a
          className="truncate text-xs text-muted-foreground"
          href={base.value}
          target="_blank"
          rel="noreferrer"
        >
          {base.value}
        </a>
      ) : base.type === "text" ? (
        <span className="truncate text-xs text-muted-foreground">{summaryOf(base)}</span>
      ) : null}
    </div>
  );
}

/** When the base was last read, and whether its crawl stopped at its page limit. */
function LastIngestion({ base }: { base: KnowledgeBase }) {
  if (!base.lastIngestedAt) return <span className="text-muted-foreground">Jamais</span>;
  return (
    <div className="grid gap-0.5">
      <span>{formatDateTime(base.lastIngestedAt)}</span>
      <PagesBeyondLimit count={base.pagesBeyondLimit} />
    </div>
  );
}

function columns(
  rows: readonly KnowledgeBase[],
  actions: KnowledgeBasesTableActions,
  selection: KnowledgeBasesSelection | null,
): DataTableColumn<KnowledgeBase>[] {
  const selectColumn: DataTableColumn<KnowledgeBase>[] = selection
    ? [
        {
          id: "select",
          // On a phone the box stands before the base's name, and "select all" above the cards.
          card: "start",
          header: (
            <Checkbox
              aria-label="Tout sélectionner"
              checked={
                rows.length > 0 && rows.every((base) => selection.selected.has(base.id))
                  ? true
                  : rows.some((base) => selection.selected.has(base.id))
                    ? "indeterminate"
                    : false
              }
              onCheckedChange={(checked) =>
                selection.onChange(new Set(checked === true ? rows.map((base) => base.id) : []))
              }
            />
          ),
          cell: (base) => (
            <Checkbox
              aria-label={`Sélectionner ${base.name}`}
              checked={selection.selected.has(base.id)}
              onCheckedChange={(checked) =>
                selection.onChange(withPick(selection.selected, base.id, checked))
              }
            />
          ),
        },
      ]
    : [];
  return [
    ...selectColumn,
    {
      id: "name",
      header: "Nom",
      sortValue: (base) => base.name.toLocaleLowerCase("fr"),
      cell: (base) => <NameCell base={base} />,
    },
    {
      id: "type",
      header: "Type",
      sortValue: (base) => KNOWLEDGE_KIND_LABELS[base.type],
      cell: (base) => <KnowledgeKindBadge kind={base.type} />,
    },
    {
      id: "active",
      header: "Active",
      sortValue: (base) => (base.isActive ? 1 : 0),
      cell: (base) => (
        <Switch
          aria-label={`Base active : ${base.name}`}
          checked={base.isActive}
          disabled={!actions.canChange}
          onCheckedChange={() => actions.onToggleActive(base)}
        />
      ),
    },
    {
      id: "chunks",
      header: "Fragments",
      align: "right",
      sortValue: (base) => base.chunkCount,
      cell: (base) => base.chunkCount.toLocaleString("fr-FR"),
    },
    {
      id: "embedding",
      header: "Vectorisation",
      sortValue: (base) => embeddingSortValue(base.embedding),
      cell: (base) => <KnowledgeBasesEmbeddingStatus embedding={base.embedding} />,
    },
    {
      id: "ingested",
      header: "Dernière ingestion",
      sortValue: (base) => base.lastIngestedAt?.getTime() ?? 0,
      cell: (base) => <LastIngestion base={base} />,
    },
    {
      id: "updated",
      header: "Modifiée le",
      sortValue: (base) => base.updatedAt.getTime(),
      cell: (base) => formatDateTime(base.updatedAt),
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (base) => <RowMenu base={base} actions={actions} />,
    },
  ];
}

function RowMenu({ base, actions }: { base: KnowledgeBase; actions: KnowledgeBasesTableActions }) {
  const canReingest = base.type === "url" && actions.canCrawl;
  if (!actions.canChange && !canReingest) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" aria-label={`Actions pour ${base.name}`}>
          <DotsHorizontalIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {actions.canChange ? (
          <DropdownMenu.Item onSelect={() => actions.onEdit(base)}>Modifier</DropdownMenu.Item>
        ) : null}
        {canReingest ? (
          <DropdownMenu.Item onSelect={() => actions.onReingest(base)}>
            Synchroniser maintenant
          </DropdownMenu.Item>
        ) : null}
        {actions.canChange ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item color="red" onSelect={() => actions.onDelete(base)}>
              Supprimer
            </DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The knowledge bases of every kind, sortable and split into pages, with optional selection. */
export function KnowledgeBasesTable({
  bases,
  actions,
  selection,
  emptyMessage,
}: {
  bases: readonly KnowledgeBase[];
  actions: KnowledgeBasesTableActions;
  /** Absent for a user who may not delete: no boxes to tick then. */
  selection: KnowledgeBasesSelection | null;
  emptyMessage: string;
}) {
  return (
    <DataTable
      caption="Bases de connaissances"
      hideCaption
      columns={columns(bases, actions, selection)}
      rows={bases}
      getRowId={(base) => base.id}
      pageSize={KNOWLEDGE_BASES_PAGE_SIZE}
      emptyMessage={emptyMessage}
      labels={{ pagination: "Pages des bases de connaissances" }}
    />
  );
}
