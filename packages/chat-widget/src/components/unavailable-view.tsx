import type { WidgetPosition, WidgetSize } from "@org/api-client";
import { useId } from "react";
import { DEFAULT_BOT_NAME } from "../constants";
import type { WidgetTexts } from "../locales/types";
import { ChatHeader } from "./chat-header";
import { type DrawnTheme, WidgetRoot } from "./widget-root";

export interface UnavailableViewProps {
  texts: WidgetTexts;
  position: WidgetPosition;
  size: WidgetSize;
  theme: DrawnTheme;
  color?: string;
  zIndex: number;
  inFrame: boolean;
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * An unknown or deactivated assistant: no launcher and no bubbles; a panel that was to be open
 * says the assistant is unavailable, with no question box, until it is closed.
 */
export function UnavailableView(props: UnavailableViewProps) {
  const { texts } = props;
  const titleId = useId();
  return (
    <WidgetRoot
      texts={texts}
      position={props.position}
      size={props.size}
      theme={props.theme}
      color={props.color}
      zIndex={props.zIndex}
      inFrame={props.inFrame}
      mobile={props.mobile}
    >
      {props.open ? (
        <section className="ami-panel" role="dialog" aria-labelledby={titleId}>
          <ChatHeader
            titleId={titleId}
            botName={DEFAULT_BOT_NAME}
            avatarUrl={null}
            compact={props.mobile}
            onClose={props.onClose}
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
