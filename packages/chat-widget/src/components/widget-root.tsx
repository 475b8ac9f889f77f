import type { LauncherIcon, WidgetPosition, WidgetSize } from "@org/api-client";
import type { CSSProperties, ReactNode } from "react";
import { createPortal } from "react-dom";
import { colorVariables } from "../lib/appearance";
import { TextsContext } from "../lib/texts-context";
import type { WidgetTexts } from "../locales/types";

/** The theme as drawn: "system" is read from the visitor's system before it gets here. */
export type DrawnTheme = "light" | "dark";

/** How the widget is drawn: its corner, size, theme, colours and stacking level, and where. */
export interface WidgetLook {
  position: WidgetPosition;
  size: WidgetSize;
  theme: DrawnTheme;
  /** The main colour (`#rrggbb`); the design system's when left out. */
  color?: string;
  /** The launcher's picture: the bot's avatar (the chat icon without one), or a drawn icon. */
  launcherIcon: LauncherIcon;
  zIndex: number;
  /** Inside a host page's frame: the panel fills the frame and there is no launcher or bubbles. */
  inFrame: boolean;
  /** A small screen: the panel covers it all. */
  mobile: boolean;
}

export interface WidgetRootProps {
  texts: WidgetTexts;
  look: WidgetLook;
  children: ReactNode;
}

/**
 * The widget's scoped root: its language, corner, size, theme, colours and stacking level. It is
 * drawn as a child of the page's body, wherever the site renders the component: inside the site's
 * own containers, a `transform` or `filter` would move the fixed launcher and panel with them, an
 * `overflow` would clip them, a stacking context would put them under the site's fixed header or
 * cookie banner whatever their z-index, and rules scoped to those containers (`#app p`) would win
 * over the widget's own.
 */
export function WidgetRoot({ texts, look, children }: WidgetRootProps) {
  const { theme, color } = look;
  const style = {
    "--ami-z-index": String(look.zIndex),
    ...(color ? colorVariables(color, theme === "dark") : {}),
  } as CSSProperties;
  return createPortal(
    <TextsContext.Provider value={texts}>
      <div
        className="ami-chat"
        lang={texts.lang}
        data-position={look.position}
        data-size={look.size}
        data-theme={theme}
        data-frame={look.inFrame || undefined}
        data-mobile={look.mobile || undefined}
        style={style}
      >
        {children}
      </div>
    </TextsContext.Provider>,
    document.body,
  );
}
