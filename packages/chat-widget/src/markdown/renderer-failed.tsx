import { Component, type ReactNode } from "react";

/**
 * Keeps an answer readable when the renderer's chunk fails to load (offline, a new deployment,
 * a policy that blocks it): the fallback shows instead, and the widget and its page go on.
 */
export class RendererFailed extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
