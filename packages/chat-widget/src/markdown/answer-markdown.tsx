import { Component, lazy, type ReactNode, Suspense } from "react";

const Markdown = lazy(() =>
  import("./render-markdown").then((module) => ({ default: module.Markdown })),
);

/** The answer as the text it is: while the renderer loads, and if it cannot be loaded. */
function PlainAnswer({ source }: { source: string }) {
  return <p>{source}</p>;
}

/**
 * Keeps the answer readable when the renderer's chunk fails to load (offline, a new deployment,
 * a policy that blocks it): the text shows as it is, and the widget and its page go on.
 */
class RendererFailed extends Component<
  { source: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlainAnswer source={this.props.source} /> : this.props.children;
  }
}

/**
 * An assistant's message. The Markdown renderer is fetched when the first message needs it, so
 * the launcher and the panel's first paint wait for nothing; until it is there, the text shows as
 * it is.
 */
export function AnswerMarkdown({ source }: { source: string }) {
  return (
    <div className="ami-markdown">
      <RendererFailed source={source}>
        <Suspense fallback={<PlainAnswer source={source} />}>
          <Markdown source={source} />
        </Suspense>
      </RendererFailed>
    </div>
  );
}
