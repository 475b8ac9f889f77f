import { lazy, Suspense } from "react";

const Markdown = lazy(() =>
  import("./render-markdown").then((module) => ({ default: module.Markdown })),
);

/**
 * An assistant's message. The Markdown renderer is fetched when the first message needs it, so
 * the launcher and the panel's first paint wait for nothing; until it is there, the text shows as
 * it is.
 */
export function AnswerMarkdown({ source }: { source: string }) {
  return (
    <div className="ami-markdown">
      <Suspense fallback={<p>{source}</p>}>
        <Markdown source={source} />
      </Suspense>
    </div>
  );
}
