import { useCreateCuratedAnswer, useUpdateCuratedAnswer } from "@org/api-client/react";
import { AnswerMarkdown } from "@org/chat-widget/markdown";
import { Input, Textarea, toast } from "@org/ui";
import { DialogFormActions } from "@/components/form-actions";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { LimitedTextarea } from "@/components/limited-textarea";
import { useForm } from "@/lib/use-form";
import {
  type CuratedAnswerTarget,
  type CuratedAnswerValues,
  checkCuratedAnswer,
  initialValues,
  LIMITS,
  missedQuestionOf,
  toPayload,
  toUpdate,
} from "./curated-answer-values";

const GIVEN_FROM_NOW =
  "Les visiteurs qui posent cette question, ou une question proche, reçoivent désormais cette réponse.";

/**
 * Writes a curated answer: a new one from a draft, or changes to one; a question to improve it
 * answers is then marked fixed. The server's refusals are shown under their fields.
 */
export function CuratedAnswerForm({
  target,
  onSaved,
}: {
  target: CuratedAnswerTarget;
  onSaved: () => void;
}) {
  const create = useCreateCuratedAnswer();
  const update = useUpdateCuratedAnswer();
  const form = useForm<CuratedAnswerValues>({
    initialValues: initialValues(target),
    check: checkCuratedAnswer,
    send: async (values) => {
      const fixed = missedQuestionOf(target);
      if ("draft" in target) {
        await create.mutateAsync(toPayload(values, target.draft));
      } else {
        await update.mutateAsync({ id: target.answer.id, changes: toUpdate(values, fixed) });
      }
      toast({
        title: "draft" in target ? "Réponse validée enregistrée" : "Réponse validée modifiée",
        description:
          fixed === undefined
            ? GIVEN_FROM_NOW
            : `${GIVEN_FROM_NOW} La question est marquée comme corrigée.`,
      });
      onSaved();
    },
  });
  // A question brought from elsewhere is there already: what is left to write is its answer.
  const questionGiven = "draft" in target && target.draft.question !== "";

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField
        form={form}
        name="question"
        label="Question"
        required
        description="Telle qu'un visiteur la pose."
      >
        {(control) => <Input {...control} autoFocus={!questionGiven} maxLength={LIMITS.question} />}
      </FormTextField>
      <FormTextField
        form={form}
        name="wordings"
        label="Autres formulations"
        description={`Une par ligne, ${LIMITS.wordings} au plus\u00a0: d'autres façons de poser la même question, pour la reconnaître plus souvent.`}
      >
        {(control) => <Textarea {...control} rows={3} />}
      </FormTextField>
      {"draft" in target && target.draft.givenAnswer ? (
        <details className="rounded-md border border-border px-3 py-2 text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            Voir la réponse donnée au visiteur
          </summary>
          <div className="mt-2 max-h-48 overflow-y-auto">
            <AnswerMarkdown source={target.draft.givenAnswer} />
          </div>
        </details>
      ) : null}
      <FormTextField
        form={form}
        name="answer"
        label="Réponse"
        required
        description="En Markdown : **gras**, listes à puces, [liens](https://…)."
      >
        {(control) => (
          <LimitedTextarea
            {...control}
            autoFocus={questionGiven}
            rows={6}
            maxLength={LIMITS.answer}
          />
        )}
      </FormTextField>
      <FormTextField
        form={form}
        name="link"
        label="Page de la réponse"
        description="Facultatif : une page qui en dit davantage, donnée comme source sous la réponse."
      >
        {(control) => <Input {...control} type="url" autoComplete="off" placeholder="https://" />}
      </FormTextField>
      <FormError message={form.errors.form} />
      <DialogFormActions submitLabel="Enregistrer" pending={create.isPending || update.isPending} />
    </form>
  );
}
