import type { Bubble } from "@org/api-client";
import { useTexts } from "../lib/texts-context";
import { CloseIcon } from "./icons";

export interface BubbleStackProps {
  bubbles: Bubble[];
  shownCount: number;
  closeAllShown: boolean;
  onOpen: () => void;
  onCloseAll: () => void;
}

/** Suggestions floating above the launcher, stacked up to three, fading in one by one. */
export function BubbleStack({
  bubbles,
  shownCount,
  closeAllShown,
  onOpen,
  onCloseAll,
}: BubbleStackProps) {
  const texts = useTexts();
  if (bubbles.length === 0) return null;
  return (
    <div className="ami-bubbles">
      {closeAllShown ? (
        <button
          type="button"
          className="ami-bubbles-close"
          title={texts.launcher.closeAllBubblesTitle}
          aria-label={texts.launcher.closeAllBubblesTitle}
          onClick={onCloseAll}
        >
          <CloseIcon />
        </button>
      ) : null}
      {bubbles.map((bubble, index) => (
        <button
          key={bubble.id}
          type="button"
          className="ami-bubble"
          data-shown={index < shownCount}
          data-position={index}
          hidden={index >= shownCount}
          onClick={onOpen}
        >
          {bubble.bubble}
        </button>
      ))}
    </div>
  );
}
