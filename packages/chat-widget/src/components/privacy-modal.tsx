import { type RefObject, useId } from "react";
import { useTexts } from "../lib/texts-context";

export interface PrivacyModalProps {
  /** The full policy; null: no link (never a guess that could lead nowhere). */
  policyUrl: string | null;
  onAccept: () => void;
  acceptRef?: RefObject<HTMLButtonElement | null>;
  /** The visitor tried to get past the terms without accepting: they must, says a warning. */
  refused?: boolean;
}

/** The privacy terms, shown before anything else; the only way past them is to accept. */
export function PrivacyModal({
  policyUrl,
  onAccept,
  acceptRef,
  refused = false,
}: PrivacyModalProps) {
  const texts = useTexts();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div
      className="ami-privacy"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <h2 id={titleId} className="ami-privacy-title">
        {texts.privacy.title}
      </h2>
      <div id={descriptionId} className="ami-privacy-body">
        <p>{texts.privacy.intro}</p>
        <ul>
          {texts.privacy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        {policyUrl ? (
          <p>
            <a href={policyUrl} target="_blank" rel="noopener noreferrer">
              {texts.privacy.link}
            </a>
          </p>
        ) : null}
        {refused ? (
          // Drawn anew as an alert, so that screen readers say it when it turns into a warning.
          <p key="warning" className="ami-privacy-notice ami-privacy-warning" role="alert">
            {texts.privacy.warning}
          </p>
        ) : (
          <p key="notice" className="ami-privacy-notice">
            {texts.privacy.warning}
          </p>
        )}
      </div>
      <button ref={acceptRef} type="button" className="ami-primary-button" onClick={onAccept}>
        {texts.privacy.accept}
      </button>
    </div>
  );
}
