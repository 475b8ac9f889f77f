import { MAX_CURATED_WORDINGS, type MissedQuestion } from "@org/api-client";
import { Button } from "@org/ui";
import { Pencil2Icon } from "@radix-ui/react-icons";
import { useState } from "react";
import { CuratedAnswerDialog } from "@/components/curated-answer/curated-answer-dialog";
import type { CuratedAnswerTarget } from "@/components/curated-answer/curated-answer-values";

/**
 * Writes the answer visitors get to a question from now on, its wordings given; once saved, the
 * question is marked fixed.
 */
export function ImprovementsWriteAnswer({ question }: { question: MissedQuestion }) {
  const [target, setTarget] = useState<CuratedAnswerTarget | null>(null);
  const draft = {
    bot: question.bot,
    question: question.question,
    // The latest ones, as many as an answer takes.
    wordings: question.wordings.slice(0, MAX_CURATED_WORDINGS),
    missedQuestion: question.id,
  };
  return (
    <>
      <Button size="sm" onClick={() => setTarget({ draft })}>
        <Pencil2Icon aria-hidden />
        Écrire la réponse
      </Button>
      <CuratedAnswerDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
