import { TEXTS } from "../texts";

/** Three dots while the assistant is writing. */
export function TypingIndicator() {
  return (
    <div className="ami-typing" role="status">
      <span className="ami-sr-only">{TEXTS.typingLabel}</span>
      <span className="ami-typing-dot" />
      <span className="ami-typing-dot" />
      <span className="ami-typing-dot" />
    </div>
  );
}
