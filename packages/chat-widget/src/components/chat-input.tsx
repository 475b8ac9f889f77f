import { type FormEvent, type KeyboardEvent, type RefObject, useState } from "react";
import { useTexts } from "../lib/texts-context";
import { SendIcon } from "./icons";

export interface ChatInputProps {
  /** Returns false when the text was not sent, so it stays in the box. */
  onSend: (text: string) => boolean;
  loading: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The question box: Enter sends, Shift+Enter starts a new line, blank text is never sent. */
export function ChatInput({ onSend, loading, inputRef }: ChatInputProps) {
  const texts = useTexts();
  const [text, setText] = useState("");
  const blank = text.trim() === "";

  const submit = () => {
    if (blank || loading) return;
    if (onSend(text)) setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="ami-input"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={inputRef}
        name="message"
        rows={1}
        value={text}
        placeholder={texts.inputPlaceholder}
        aria-label={texts.inputLabel}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="ami-send"
        title={texts.sendTitle}
        aria-label={texts.sendTitle}
        disabled={blank || loading}
      >
        <SendIcon />
      </button>
    </form>
  );
}
