import type { MissedQuestionStatus } from "@org/api-client";
import { useSetMissedQuestionsStatus } from "@org/api-client/react";
import { Button, Checkbox, toast } from "@org/ui";
import { QUESTION_STATUSES, STATUS_ACTIONS } from "../data/improvement-labels";

export interface ImprovementsSelectionBarProps {
  /** The questions of the page shown, in order. */
  pageIds: readonly number[];
  /** Those of them picked. */
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
  /** What the list's questions are marked: the buttons offer the other marks. */
  status: MissedQuestionStatus;
  /** How many questions the list holds, said while none is picked. */
  countLabel: string;
}

/**
 * Above the list: the box that picks every question of the page, how many are picked, and the
 * buttons that mark them all at once. A refusal is shown by the general handler and keeps them
 * picked.
 */
export function ImprovementsSelectionBar({
  pageIds,
  selected,
  onChange,
  status,
  countLabel,
}: ImprovementsSelectionBarProps) {
  const setStatus = useSetMissedQuestionsStatus();
  const picked = pageIds.filter((id) => selected.has(id));
  const several = picked.length > 1;

  async function mark(next: MissedQuestionStatus) {
    const marked = await setStatus.mutateAsync({ ids: picked, status: next }).then(
      () => true,
      () => false,
    );
    if (!marked) return;
    const labels = QUESTION_STATUSES[next];
    toast(several ? labels.several.done(picked.length) : labels.done);
    onChange(new Set());
  }

  return (
    <div className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-2">
      <Checkbox
        aria-label="Sélectionner les questions de la page"
        checked={
          picked.length === 0 ? false : picked.length === pageIds.length ? true : "indeterminate"
        }
        onCheckedChange={(checked) => onChange(new Set(checked === true ? pageIds : []))}
      />
      <p className="m-0 text-sm text-muted-foreground" aria-live="polite">
        {picked.length === 0
          ? countLabel
          : several
            ? `${picked.length} questions sélectionnées`
            : "1 question sélectionnée"}
      </p>
      {picked.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {STATUS_ACTIONS.filter((action) => action !== status).map((action) => {
            const labels = QUESTION_STATUSES[action];
            const Icon = labels.icon;
            return (
              <Button
                key={action}
                variant="outline"
                size="sm"
                disabled={setStatus.isPending}
                onClick={() => mark(action)}
              >
                <Icon aria-hidden />
                {several ? labels.several.action : labels.action}
              </Button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
