import type { Guide } from "../data/guides";

/** One guide: what it is for, its numbered steps and a tip. */
export function HelpCenterGuide({ guide, number }: { guide: Guide; number: number }) {
  const titleId = `${guide.id}-titre`;
  return (
    <section
      id={guide.id}
      aria-labelledby={titleId}
      className="grid scroll-mt-20 gap-3 rounded-lg border border-border bg-card p-5"
    >
      <h2 id={titleId} className="m-0 text-xl font-semibold">
        {number}. {guide.title}
      </h2>
      <p className="m-0 text-muted-foreground">{guide.summary}</p>
      <ol className="m-0 grid gap-2 pl-6">
        {guide.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed and never reordered
          <li key={index} className="pl-1 leading-relaxed">
            {step}
          </li>
        ))}
      </ol>
      {guide.tip ? (
        <p className="m-0 rounded-md bg-accent-3 px-3 py-2 text-sm">
          <strong>Conseil : </strong>
          {guide.tip}
        </p>
      ) : null}
    </section>
  );
}
