import { MAX_CURATED_WORDINGS, type MissedQuestionDetail, PERMISSION } from "@org/api-client";
import { useApiClient } from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { Button } from "@org/ui";
import { Pencil2Icon } from "@radix-ui/react-icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CuratedAnswerDialog } from "@/components/curated-answer/curated-answer-dialog";
import type { CuratedAnswerTarget } from "@/components/curated-answer/curated-answer-values";
import { curatedAnswerOfQuestion } from "../api";

/**
 * Writes the answer visitors get to a question from now on, its wordings given; once saved, the
 * question is marked fixed, when the user may mark it. When its assistant already gives one to it (the question was fixed
 * so, or came back to do since), that answer is changed instead, by those who may, and the
 * question marked fixed the same way.
 */
export function ImprovementsWriteAnswer({ question }: { question: MissedQuestionDetail }) {
  const client = useApiClient();
  const canRead = useHasPermissions([PERMISSION.viewCuratedanswer]);
  const canChange = useHasPermissions([PERMISSION.changeCuratedanswer]);
  // Marking the question fixed with its answer takes the right to mark it.
  const fixes = useHasPermissions([PERMISSION.changeMissedquestion]) ? question.id : undefined;
  const existing = useQuery({ ...curatedAnswerOfQuestion(client, question), enabled: canRead });
  const [target, setTarget] = useState<CuratedAnswerTarget | null>(null);
  if (canRead && existing.isPending) return null;
  const answer = existing.data ?? null;
  if (answer !== null && !canChange) return null;
  const draft = {
    bot: question.bot,
    question: question.question,
    // The latest ones, as many as an answer takes.
    wordings: question.wordings.slice(0, MAX_CURATED_WORDINGS),
    missedQuestion: fixes,
    // The latest answer it got, newest first.
    givenAnswer: question.misses[0]?.answer,
  };
  return (
    <>
      <Button
        size="sm"
        onClick={() => setTarget(answer ? { answer, missedQuestion: fixes } : { draft })}
      >
        <Pencil2Icon aria-hidden />
        {answer ? "Modifier la réponse validée" : "Écrire la réponse"}
      </Button>
      <CuratedAnswerDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
