import { Button } from "@org/ui";
import { Pencil1Icon, TrashIcon } from "@radix-ui/react-icons";

/** The « Modifier » and « Supprimer » buttons of a list's row, each shown when it is given. */
export function EditDeleteButtons({
  onEdit,
  onDelete,
}: {
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  if (!onEdit && !onDelete) return null;
  return (
    <div className="flex gap-2">
      {onEdit ? (
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil1Icon aria-hidden />
          Modifier
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="outline" size="sm" onClick={onDelete}>
          <TrashIcon aria-hidden />
          Supprimer
        </Button>
      ) : null}
    </div>
  );
}
