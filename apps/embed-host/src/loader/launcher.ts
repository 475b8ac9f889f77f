import {
  CLOSE_ICON_PATH,
  LAUNCHER_ICON_PATHS,
  type LauncherIcon,
  type LauncherTexts,
} from "@org/chat-widget/host";
import { element, icon } from "./elements";

/** What the launcher shows: whether the chat is open, in which language, with which picture. */
export interface LauncherState {
  open: boolean;
  texts: LauncherTexts;
  picture: LauncherIcon;
}

export interface Launcher {
  button: HTMLButtonElement;
  /** Draws the launcher for the current state. */
  draw: () => void;
  /** The assistant's avatar, shown where the state asks for it. */
  setAvatar: (url: string) => void;
}

/**
 * The button that opens and closes the chat: the close icon while it is open, else the drawn icon
 * the appearance names, else the assistant's avatar once known, else the chat icon.
 */
export function createLauncher(state: () => LauncherState, onPress: () => void): Launcher {
  const button = element("button", "launcher");
  button.type = "button";
  button.addEventListener("click", onPress);
  let avatarUrl: string | undefined;

  const draw = () => {
    const { open, texts, picture } = state();
    const label = open ? texts.minimiseTitle : texts.openTitle;
    button.title = label;
    button.setAttribute("aria-label", label);
    button.setAttribute("aria-expanded", String(open));
    if (!open && picture !== "avatar") {
      button.replaceChildren(icon(LAUNCHER_ICON_PATHS[picture]));
    } else if (!open && avatarUrl) {
      const image = document.createElement("img");
      image.alt = "";
      // A picture that cannot load gives way to the drawn icon.
      image.addEventListener("error", () => {
        avatarUrl = undefined;
        draw();
      });
      image.src = avatarUrl;
      button.replaceChildren(image);
    } else {
      button.replaceChildren(icon(open ? CLOSE_ICON_PATH : LAUNCHER_ICON_PATHS.chat));
    }
  };

  return {
    button,
    draw,
    setAvatar: (url) => {
      avatarUrl = url;
      draw();
    },
  };
}
