import { lazy, Suspense } from "react";
import { RendererFailed } from "./renderer-failed";

// Fetched with the renderer, in its chunk: the Markdown reader (unified) must stay in one chunk,
// as the CommonJS build calls a function of another chunk through `.call`, which unified's
// processor lacks.
const PlainText = lazy(() =>
  import("./render-markdown").then((module) => ({
    default: ({ source }: { source: string }) => module.markdownToPlainText(source),
  })),
);

/**
 * What an answer says, as plain text (`markdownToPlainText`): for a preview or a screen reader's
 * announcement, where Markdown's marks would be shown or read aloud. It is fetched with the
 * renderer, when first needed; nothing shows meanwhile, never the marks, and the text as it is if
 * it cannot be loaded.
 */
export function AnswerPlainText({ source }: { source: string }) {
  return (
    <RendererFailed fallback={source}>
      <Suspense fallback={null}>
        <PlainText source={source} />
      </Suspense>
    </RendererFailed>
  );
}
