import { useTexts } from "../lib/texts-context";
import { BotAvatar } from "./bot-avatar";
import { CloseIcon, MinimiseIcon, ResetIcon, TrashIcon } from "./icons";

export interface ChatHeaderProps {
  titleId: string;
  botName: string;
  avatarUrl: string | null;
  /** On a small screen the panel covers everything: its close button says so. */
  compact: boolean;
  /** Absent while the privacy terms wait for consent: there is no conversation to reset yet. */
  onReset?: () => void;
  /** Asks to delete the conversation; absent while there is none. */
  onDelete?: () => void;
  onClose: () => void;
}

export function ChatHeader({
  titleId,
  botName,
  avatarUrl,
  compact,
  onReset,
  onDelete,
  onClose,
}: ChatHeaderProps) {
  const texts = useTexts();
  const closeTitle = compact ? texts.closeTitle : texts.launcher.minimiseTitle;
  return (
    <header className="ami-header">
      <BotAvatar src={avatarUrl} />
      <h2 id={titleId} className="ami-header-title">
        {botName}
      </h2>
      {onDelete ? (
        <button
          type="button"
          className="ami-icon-button"
          title={texts.deleteConversation.title}
          aria-label={texts.deleteConversation.title}
          onClick={onDelete}
        >
          <TrashIcon />
        </button>
      ) : null}
      {onReset ? (
        <button
          type="button"
          className="ami-icon-button"
          title={texts.resetTitle}
          aria-label={texts.resetTitle}
          onClick={onReset}
        >
          <ResetIcon />
        </button>
      ) : null}
      <button
        type="button"
        className="ami-icon-button"
        title={closeTitle}
        aria-label={closeTitle}
        onClick={onClose}
      >
        {compact ? <CloseIcon /> : <MinimiseIcon />}
      </button>
    </header>
  );
}
