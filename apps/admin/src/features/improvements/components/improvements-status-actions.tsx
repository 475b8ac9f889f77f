import type { MissedQuestion, MissedQuestionStatus } from "@org/api-client";
import { useSetMissedQuestionStatus } from "@org/api-client/react";
import { Button, toast } from "@org/ui";
import { QUESTION_STATUSES, STATUS_ACTIONS } from "../data/improvement-labels";

export interface ImprovementsStatusActionsProps {
  question: MissedQuestion;
  /**
   * Writing the question's answer is offered before them: it fixes the question too, so it leads
   * and marking it fixed by hand follows as a plain button.
   */
  afterAnswer?: boolean;
}

/**
 * The buttons that mark a question otherwise than it is: fixed, ignored or to do again. A refusal
 * is shown by the general handler.
 */
export function ImprovementsStatusActions({
  question,
  afterAnswer = false,
}: ImprovementsStatusActionsProps) {
  const setStatus = useSetMissedQuestionStatus();

  async function mark(status: MissedQuestionStatus) {
    const marked = await setStatus.mutateAsync({ id: question.id, status }).then(
      () => true,
      () => false,
    );
    if (marked) toast(QUESTION_STATUSES[status].done);
  }

  return (
    <>
      {STATUS_ACTIONS.filter((status) => status !== question.status).map((status) => {
        const { action, icon: Icon } = QUESTION_STATUSES[status];
        return (
          <Button
            key={status}
            variant={status === "fixed" && !afterAnswer ? "default" : "outline"}
            size="sm"
            disabled={setStatus.isPending}
            onClick={() => mark(status)}
          >
            <Icon aria-hidden />
            {action}
          </Button>
        );
      })}
    </>
  );
}
