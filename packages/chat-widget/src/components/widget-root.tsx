import type { WidgetPosition, WidgetSize } from "@org/api-client";
import type { CSSProperties, ReactNode } from "react";
import { colorVariables } from "../lib/appearance";
import { TextsContext } from "../lib/texts-context";
import type { WidgetTexts } from "../locales/types";

/** The theme as drawn: "system" is read from the visitor's system before it gets here. */
export type DrawnTheme = "light" | "dark";

export interface WidgetRootProps {
  texts: WidgetTexts;
  position: WidgetPosition;
  size: WidgetSize;
  theme: DrawnTheme;
  /** The main colour (`#rrggbb`); the design system's when left out. */
  color?: string;
  zIndex: number;
  /** Inside a host page's frame: the panel fills the frame. */
  inFrame: boolean;
  /** A small screen: the panel covers it all. */
  mobile: boolean;
  children: ReactNode;
}

/** The widget's scoped root: its language, corner, size, theme, colours and stacking level. */
export function WidgetRoot(props: WidgetRootProps) {
  const { texts, theme, color } = props;
  const style = {
    "--ami-z-index": String(props.zIndex),
    ...(color ? colorVariables(color, theme === "dark") : {}),
  } as CSSProperties;
  return (
    <TextsContext.Provider value={texts}>
      <div
        className="ami-chat"
        lang={texts.lang}
        data-position={props.position}
        data-size={props.size}
        data-theme={theme}
        data-frame={props.inFrame || undefined}
        data-mobile={props.mobile || undefined}
        style={style}
      >
        {props.children}
      </div>
    </TextsContext.Provider>
  );
}
