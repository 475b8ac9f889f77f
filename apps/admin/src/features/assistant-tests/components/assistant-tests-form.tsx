import { PERMISSION } from "@org/api-client";
import {
  useApiClient,
  useCreateAssistantTest,
  useUpdateAssistantTest,
} from "@org/api-client/react";
import { useHasPermissions } from "@org/auth";
import { FormField, Input, Select, Textarea, toast } from "@org/ui";
import { useQuery } from "@tanstack/react-query";
import { FormChoiceGroup } from "@/components/choice-group";
import { DialogFormActions } from "@/components/form-actions";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { useForm } from "@/lib/use-form";
import { botCuratedAnswersQuery } from "../api";
import { EXPECTATION_KINDS } from "../data/test-labels";
import {
  type AssistantTestTarget,
  type AssistantTestValues,
  checkAssistantTest,
  initialValues,
  LIMITS,
  toPayload,
  toUpdate,
} from "../data/test-values";

const CHECKED_AT_NEXT_RUN = "Il sera posé à l'assistant au prochain lancement des tests.";

/**
 * Writes a test: its question, the kind of right answer, then the page, the curated answer or the
 * words that make it right. The server's refusals are shown under their fields.
 */
export function AssistantTestsForm({
  target,
  botId,
  onSaved,
}: {
  target: AssistantTestTarget;
  botId: number;
  onSaved: () => void;
}) {
  const create = useCreateAssistantTest();
  const update = useUpdateAssistantTest();
  const form = useForm<AssistantTestValues>({
    initialValues: initialValues(target),
    check: checkAssistantTest,
    send: async (values) => {
      if ("bot" in target) {
        await create.mutateAsync(toPayload(values, target.bot));
        toast({ title: "Test ajouté", description: CHECKED_AT_NEXT_RUN });
      } else {
        await update.mutateAsync({ id: target.test.id, changes: toUpdate(values) });
        toast({ title: "Test modifié", description: CHECKED_AT_NEXT_RUN });
      }
      onSaved();
    },
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={form.submit}>
      <FormTextField
        form={form}
        name="question"
        label="Question"
        required
        description="Telle qu'un visiteur la poserait."
      >
        {(control) => <Input {...control} autoFocus maxLength={LIMITS.question} />}
      </FormTextField>
      <FormChoiceGroup
        form={form}
        name="expect"
        legend="Une bonne réponse…"
        choices={EXPECTATION_KINDS}
      />
      {form.values.expect === "page" ? (
        <FormTextField
          form={form}
          name="expected_url"
          label="Page à citer"
          required
          description="L'adresse d'une page des bases de connaissances de l'assistant, que la réponse doit donner parmi ses sources."
        >
          {(control) => <Input {...control} type="url" autoComplete="off" placeholder="https://" />}
        </FormTextField>
      ) : form.values.expect === "curated_answer" ? (
        <CuratedAnswerPicker
          botId={botId}
          value={form.values.expected_curated_answer}
          onChange={(value) => form.set("expected_curated_answer", value)}
          error={form.errors.expected_curated_answer}
        />
      ) : (
        <FormTextField
          form={form}
          name="expected_words"
          label="Mots attendus"
          required
          description={`Un par ligne ou séparés par des virgules, ${LIMITS.words} au plus\u00a0: la réponse doit tous les contenir, sans tenir compte des majuscules ni des accents.`}
        >
          {(control) => <Textarea {...control} rows={4} />}
        </FormTextField>
      )}
      <FormError message={form.errors.form} />
      <DialogFormActions submitLabel="Enregistrer" pending={create.isPending || update.isPending} />
    </form>
  );
}

/** The curated answer a test expects, picked among the assistant's. */
function CuratedAnswerPicker({
  botId,
  value,
  onChange,
  error,
}: {
  botId: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const canRead = useHasPermissions([PERMISSION.viewCuratedanswer]);
  const answers = useQuery({
    ...botCuratedAnswersQuery(useApiClient(), botId),
    enabled: canRead,
  });
  const options = (answers.data?.results ?? []).map((answer) => ({
    value: String(answer.id),
    label: answer.question,
  }));
  const description = !canRead
    ? "Vous ne pouvez pas voir les réponses validées de cet assistant."
    : answers.isPending
      ? "Chargement des réponses validées…"
      : options.length === 0
        ? "Cet assistant n'a pas encore de réponse validée\u00a0: écrivez-en une dans Réponses validées."
        : "La réponse que votre équipe a rédigée, que l'assistant doit donner à cette question.";
  return (
    <FormField label="Réponse validée attendue" required description={description} error={error}>
      <Select
        className="w-full"
        options={options}
        value={value}
        onValueChange={onChange}
        placeholder="Choisissez une réponse validée"
        disabled={options.length === 0}
      />
    </FormField>
  );
}
