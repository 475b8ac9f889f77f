import type {
  AssistantTestRun,
  TestChange,
  TestExpectationKind,
  TestFailure,
  TestRunTrigger,
} from "@org/api-client";
import type { BadgeVariant } from "@org/ui";

/** The kinds of right answer, as the form offers them. */
export const EXPECTATION_KINDS: readonly { value: TestExpectationKind; label: string }[] = [
  { value: "page", label: "Cite une page" },
  { value: "curated_answer", label: "Donne une réponse validée" },
  { value: "words", label: "Contient des mots" },
];

/** A test's outcome, as its badge says it. */
export const OUTCOMES = {
  passed: { label: "Réussi", variant: "success" },
  failed: { label: "Échoué", variant: "destructive" },
} as const satisfies Record<string, { label: string; variant: BadgeVariant }>;

/** The changes since the run before that are worth a badge; the others go unsaid. */
export const CHANGES: Partial<
  Record<TestChange, { label: string; variant: BadgeVariant; hint: string }>
> = {
  regressed: {
    label: "Nouvel échec",
    variant: "destructive",
    hint: "Ce test réussissait au lancement précédent.",
  },
  fixed: {
    label: "Corrigé",
    variant: "success",
    hint: "Ce test échouait au lancement précédent.",
  },
};

/** What started a run, said after "lancé". */
export const TRIGGERS: Record<TestRunTrigger, string> = {
  manual: "lancé à la main",
  knowledge: "après une mise à jour des connaissances",
  curated_answers: "après une modification des réponses validées",
};

/** The state of a run: it waits, runs, has ended, or could not end. */
export const RUN_STATUSES: Record<
  AssistantTestRun["status"],
  { label: string; variant: BadgeVariant }
> = {
  pending: { label: "En attente", variant: "secondary" },
  running: { label: "En cours", variant: "default" },
  succeeded: { label: "Terminé", variant: "success" },
  failed: { label: "Interrompu", variant: "destructive" },
};

/** Why a test failed, in words; the missing words are said apart. */
export function failureText(
  failure: TestFailure,
  { curatedAnswerGiven, missingWords }: { curatedAnswerGiven: boolean; missingWords: string[] },
): string {
  switch (failure) {
    case "page_not_cited":
      return "La réponse ne cite pas la page attendue";
    case "other_curated_answer":
      return curatedAnswerGiven
        ? "Une autre réponse validée a été donnée"
        : "Aucune réponse validée n'a été donnée";
    case "curated_answer_deleted":
      return "La réponse validée attendue a été supprimée";
    case "words_missing":
      return `Mots absents\u00a0: ${missingWords.join(", ")}`;
  }
}

/** "3 nouveaux échecs", "1 nouvel échec". */
export function regressedText(count: number): string {
  return count > 1 ? `${count} nouveaux échecs` : `${count} nouvel échec`;
}

/** "2 corrigés", "1 corrigé". */
export function fixedText(count: number): string {
  return count > 1 ? `${count} corrigés` : `${count} corrigé`;
}

/** "5 tests", "1 test". */
export function testsText(count: number): string {
  return count > 1 ? `${count} tests` : `${count} test`;
}
