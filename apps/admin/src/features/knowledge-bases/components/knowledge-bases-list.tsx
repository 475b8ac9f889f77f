import type { KnowledgeBase, KnowledgeType } from "@org/api-client";
import { Button, Card, CardContent, Select, Skeleton } from "@org/ui";
import { PlusIcon, TrashIcon } from "@radix-ui/react-icons";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { OPEN_BASE_PARAM } from "@/lib/knowledge-base-address";
import { KNOWLEDGE_KIND_LABELS } from "@/lib/knowledge-kinds";
import { positiveInteger } from "@/lib/positive-integer";
import { addableKinds, KINDS } from "../data/knowledge-kinds";
import { useFollowOpenedBase } from "../use-follow-opened-base";
import { useKnowledgeBaseRows } from "../use-knowledge-base-rows";
import { useKnowledgePermissions } from "../use-knowledge-permissions";
import { useSetKnowledgeBaseActive } from "../use-set-knowledge-base-active";
import { useSyncNow } from "../use-sync-now";
import { KnowledgeBasesDeleteDialog } from "./knowledge-bases-delete-dialog";
import { KnowledgeBasesEditDialog } from "./knowledge-bases-edit-dialog";
import { KnowledgeBasesTable } from "./knowledge-bases-table";

const ALL_KINDS = "all";

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {["a", "b", "c", "d", "e"].map((key) => (
        <Skeleton key={key} className="h-11 w-full" />
      ))}
    </div>
  );
}

function emptyMessage(kind: string): string {
  return kind === ALL_KINDS
    ? "Aucune base de connaissances pour l'instant."
    : `Aucune base de type ${KNOWLEDGE_KIND_LABELS[kind as KnowledgeType]}.`;
}

/** The current account's knowledge bases the user may see, filtered by kind, with their actions. */
export function KnowledgeBasesList() {
  const permissions = useKnowledgePermissions();
  const bases = useKnowledgeBaseRows(permissions.viewDocuments);
  const setActive = useSetKnowledgeBaseActive();
  const { syncNow } = useSyncNow();
  const [kind, setKind] = useState<string>(ALL_KINDS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The base opened from its name: in the address, so that it can be linked and left with Back.
  const [params, setParams] = useSearchParams();
  const openId = positiveInteger(params.get(OPEN_BASE_PARAM));
  const opened = bases.rows.find((base) => base.id === openId) ?? null;
  useFollowOpenedBase(
    openId,
    bases.isPending || bases.isError ? null : bases.rows,
    permissions.viewDocuments,
  );
  const closeOpened = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_BASE_PARAM);
        return next;
      },
      { replace: true },
    );
  const [deleting, setDeleting] = useState<readonly KnowledgeBase[]>([]);

  const visibleKinds = KINDS.filter((each) => each !== "document" || permissions.viewDocuments);
  const shown = bases.rows.filter((base) => kind === ALL_KINDS || base.type === kind);
  const selectedBases = shown.filter((base) => selected.has(base.id));
  const canAdd = addableKinds(permissions).length > 0;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label="Filtrer par type"
            className="w-48"
            options={[
              { value: ALL_KINDS, label: "Tous les types" },
              ...visibleKinds.map((each) => ({ value: each, label: KNOWLEDGE_KIND_LABELS[each] })),
            ]}
            value={kind}
            onValueChange={(value) => {
              setKind(value);
              setSelected(new Set());
            }}
          />
          {permissions.change && selectedBases.length > 0 ? (
            <Button variant="destructive" onClick={() => setDeleting(selectedBases)}>
              <TrashIcon aria-hidden />
              Supprimer la sélection ({selectedBases.length})
            </Button>
          ) : null}
        </div>
        {canAdd ? (
          <Button asChild>
            <Link to="/knowledge-base">
              <PlusIcon aria-hidden />
              Ajouter
            </Link>
          </Button>
        ) : null}
      </div>
      <section
        aria-label="Liste des bases de connaissances"
        aria-busy={bases.isPending || undefined}
      >
        {bases.isPending ? (
          <ListSkeleton />
        ) : bases.isError ? (
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
              <p className="m-0" role="alert">
                Impossible de charger les bases de connaissances.
              </p>
              <Button variant="outline" onClick={bases.refetch}>
                Réessayer
              </Button>
            </CardContent>
          </Card>
        ) : (
          <KnowledgeBasesTable
            bases={shown}
            emptyMessage={emptyMessage(kind)}
            selection={permissions.change ? { selected, onChange: setSelected } : null}
            actions={{
              canChange: permissions.change,
              canCrawl: permissions.crawl,
              onToggleActive: (base) => setActive(base, !base.isActive),
              onEdit: (base) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  next.set(OPEN_BASE_PARAM, String(base.id));
                  return next;
                }),
              onReingest: syncNow,
              onDelete: (base) => setDeleting([base]),
            }}
          />
        )}
      </section>
      <KnowledgeBasesEditDialog
        base={opened}
        canChange={permissions.change}
        canCrawl={permissions.crawl}
        onClose={closeOpened}
      />
      <KnowledgeBasesDeleteDialog
        bases={deleting}
        onClose={() => setDeleting([])}
        onDeleted={() => {
          setDeleting([]);
          setSelected(new Set());
        }}
      />
    </div>
  );
}
