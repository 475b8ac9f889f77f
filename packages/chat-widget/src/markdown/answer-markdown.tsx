import { lazy, Suspense } from "react";
import { RendererFailed } from "./renderer-failed";

const Markdown = lazy(() =>
  import("./render-markdown").then((module) => ({ default: module.Markdown })),
);

/** The answer as the text it is: while the renderer loads, and if it cannot be loaded. */
function PlainAnswer({ source }: { source: string }) {
  return <p>{source}</p>;
}

/**
 * An assistant's message. The Markdown renderer is fetched when the first message needs it, so
 * the launcher and the panel's first paint wait for nothing; until it is there, the text shows as
 * it is.
 */
export function AnswerMarkdown({ source }: { source: string }) {
  return (
    <div className="ami-markdown">
      <RendererFailed fallback={<PlainAnswer source={source} />}>
        <Suspense fallback={<PlainAnswer source={source} />}>
          <Markdown source={source} />
        </Suspense>
      </RendererFailed>
    </div>
  );
}
