import type { Question } from "../data/guides";

/** The frequent questions, each answer folded under its question. */
export function HelpCenterFaq({ questions }: { questions: readonly Question[] }) {
  return (
    <section
      id="questions-frequentes"
      aria-labelledby="questions-frequentes-titre"
      className="grid scroll-mt-20 gap-3"
    >
      <h2 id="questions-frequentes-titre" className="m-0 text-xl font-semibold">
        Questions fréquentes
      </h2>
      <div className="grid gap-2">
        {questions.map((entry) => (
          <details
            key={entry.question}
            className="rounded-lg border border-border bg-card px-4 py-3 open:pb-4"
          >
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <p className="m-0 mt-2 leading-relaxed text-muted-foreground">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
