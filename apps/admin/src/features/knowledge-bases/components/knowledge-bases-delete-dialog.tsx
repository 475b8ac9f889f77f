import type { KnowledgeBase } from "@org/api-client";
import { AlertDialog, Button, toast } from "@org/ui";
import { useDeleteKnowledgeBases } from "../use-delete-knowledge-bases";

export interface KnowledgeBasesDeleteDialogProps {
  /** The bases to delete; the dialog is open while there is at least one. */
  bases: readonly KnowledgeBase[];
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting one or several bases, their indexed fragments with them. */
export function KnowledgeBasesDeleteDialog({
  bases,
  onClose,
  onDeleted,
}: KnowledgeBasesDeleteDialogProps) {
  const { deleteBases, isPending } = useDeleteKnowledgeBases();
  const [only] = bases;
  const several = bases.length > 1;

  async function confirm() {
    const deleted = await deleteBases(bases);
    if (!deleted) return;
    toast(
      several
        ? {
            title: "Bases supprimées",
            description: `${bases.length} bases de connaissances ont été supprimées.`,
          }
        : { title: "Base supprimée", description: `${only?.name} a été supprimée.` },
    );
    onDeleted();
  }

  return (
    <AlertDialog.Root open={bases.length > 0} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialog.Content maxWidth="30rem">
        <AlertDialog.Title>
          {several ? `Supprimer ${bases.length} bases ?` : "Supprimer la base ?"}
        </AlertDialog.Title>
        <AlertDialog.Description size="2">
          {several
            ? "Ces bases et leurs fragments indexés seront supprimés, et les assistants liés ne pourront plus s'en servir. Cette action est définitive."
            : `${only?.name ?? ""} et ses fragments indexés seront supprimés, et les assistants liés ne pourront plus s'en servir. Cette action est définitive.`}
        </AlertDialog.Description>
        {several ? (
          <ul className="mt-3 mb-0 grid max-h-40 gap-1 overflow-auto pl-5 text-sm">
            {bases.map((base) => (
              <li key={base.id}>{base.name}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 flex justify-end gap-3">
          <AlertDialog.Cancel>
            <Button variant="outline">Annuler</Button>
          </AlertDialog.Cancel>
          <Button variant="destructive" loading={isPending} onClick={confirm}>
            Supprimer
          </Button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
