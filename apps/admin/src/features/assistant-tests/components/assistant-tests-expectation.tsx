import type { AssistantTest } from "@org/api-client";

/**
 * What a right answer is, in words: the page it cites, the curated answer it gives (named by its
 * question when known), or the words it holds.
 */
export function AssistantTestsExpectation({
  test,
  curatedQuestions,
}: {
  test: AssistantTest;
  /** The questions of the assistant's curated answers, by id; empty while unknown. */
  curatedQuestions: ReadonlyMap<number, string>;
}) {
  if (test.expect === "page") {
    return (
      <span>
        Cite la page{" "}
        {test.expected_url ? (
          <a
            href={test.expected_url}
            target="_blank"
            rel="noreferrer"
            className="break-all text-accent-11 underline"
          >
            {test.expected_url}
          </a>
        ) : (
          "attendue"
        )}
      </span>
    );
  }
  if (test.expect === "curated_answer") {
    if (test.expected_curated_answer === null) {
      return (
        <span className="text-[var(--red-11)]">La réponse validée attendue a été supprimée</span>
      );
    }
    const question = curatedQuestions.get(test.expected_curated_answer);
    return (
      <span className="break-words">
        {question === undefined
          ? "Donne une réponse validée"
          : `Donne la réponse validée «\u00a0${question}\u00a0»`}
      </span>
    );
  }
  return <span className="break-words">Contient&nbsp;: {test.expected_words.join(", ")}</span>;
}
