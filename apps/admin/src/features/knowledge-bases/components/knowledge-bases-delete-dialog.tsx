import type { KnowledgeBase } from "@org/api-client";
import { toast } from "@org/ui";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={bases.length > 0}
      title={several ? `Supprimer ${bases.length} bases ?` : "Supprimer la base ?"}
      description={
        several
          ? "Ces bases et leurs fragments indexés seront supprimés, et les assistants liés ne pourront plus s'en servir. Cette action est définitive."
          : `${only?.name ?? ""} et ses fragments indexés seront supprimés, et les assistants liés ne pourront plus s'en servir. Cette action est définitive.`
      }
      pending={isPending}
      onConfirm={confirm}
      onClose={onClose}
      maxWidth="30rem"
    >
      {several ? (
        <ul className="mt-3 mb-0 grid max-h-40 gap-1 overflow-auto pl-5 text-sm">
          {bases.map((base) => (
            <li key={base.id}>{base.name}</li>
          ))}
        </ul>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
