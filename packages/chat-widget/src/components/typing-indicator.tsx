import { useTexts } from "../lib/texts-context";

/** Three dots while the assistant is writing. */
export function TypingIndicator() {
  const texts = useTexts();
  return (
    <div className="ami-typing" role="status">
      <span className="ami-sr-only">{texts.typingLabel}</span>
      <span className="ami-typing-dot" />
      <span className="ami-typing-dot" />
      <span className="ami-typing-dot" />
    </div>
  );
}
