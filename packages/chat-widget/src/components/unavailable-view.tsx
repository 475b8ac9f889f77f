import { useId } from "react";
import { DEFAULT_BOT_NAME } from "../constants";
import { ChatHeader } from "./chat-header";
import { WidgetRoot, type WidgetRootProps } from "./widget-root";

export interface UnavailableViewProps extends Omit<WidgetRootProps, "children"> {
  open: boolean;
  onClose: () => void;
}

/**
 * An unknown or deactivated assistant: no launcher and no bubbles; a panel that was to be open
 * says the assistant is unavailable, with no question box, until it is closed.
 */
export function UnavailableView({ open, onClose, texts, look }: UnavailableViewProps) {
  const titleId = useId();
  return (
    <WidgetRoot texts={texts} look={look}>
      {open ? (
        <section className="ami-panel" role="dialog" aria-labelledby={titleId}>
          <ChatHeader
            titleId={titleId}
            botName={DEFAULT_BOT_NAME}
            avatarUrl={null}
            compact={look.mobile}
            onClose={onClose}
          />
          <div className="ami-unavailable" role="status">
            <p className="ami-unavailable-title">{texts.unavailable.title}</p>
            <p>{texts.unavailable.detail}</p>
          </div>
        </section>
      ) : null}
    </WidgetRoot>
  );
}
