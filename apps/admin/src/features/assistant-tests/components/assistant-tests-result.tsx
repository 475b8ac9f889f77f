import type { TestResult } from "@org/api-client";
import { AnswerPlainText } from "@org/chat-widget/markdown";
import { failureText } from "../data/test-labels";
import { AssistantTestsOutcomeBadges } from "./assistant-tests-badges";

/** One test's outcome in a run: the answer given, the web pages it cited, and why it failed. */
export function AssistantTestsResult({ result }: { result: TestResult }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="m-0 min-w-0 flex-1 break-words font-medium">{result.question}</p>
        <AssistantTestsOutcomeBadges passed={result.passed} change={result.change} />
      </div>
      {result.failure ? (
        <p className="m-0 break-words text-sm font-medium text-[var(--red-11)]">
          {failureText(result.failure, {
            curatedAnswerGiven: result.curated_answer !== null,
            missingWords: result.missing_words,
          })}
        </p>
      ) : null}
      <figure aria-label="Réponse donnée" className="m-0 grid gap-1">
        <figcaption className="text-xs font-semibold text-muted-foreground">
          Réponse donnée
        </figcaption>
        {/* One line per block of the answer, its heading apart from its text. */}
        <p className="m-0 line-clamp-4 whitespace-pre-line break-words border-l-2 border-border pl-3 text-sm">
          <AnswerPlainText source={result.answer} />
        </p>
      </figure>
      {/* Passages of texts and documents have no address: only web pages are listed. */}
      {result.sources.length > 0 ? (
        <figure aria-label="Pages citées" className="m-0 grid gap-1">
          <figcaption className="text-xs font-semibold text-muted-foreground">
            Pages citées
          </figcaption>
          <ul className="m-0 grid gap-0.5 pl-4 text-sm">
            {result.sources.map((url) => (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all text-accent-11 underline"
                >
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </figure>
      ) : null}
    </li>
  );
}
