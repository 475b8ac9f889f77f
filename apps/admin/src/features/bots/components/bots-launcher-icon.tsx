import type { LauncherIcon } from "@org/api-client";
import { CLOSE_ICON_PATH, LAUNCHER_ICON_PATHS } from "@org/chat-widget/host";

export interface BotsLauncherIconProps {
  icon: LauncherIcon | "close";
  /** The bot's picture, shown for the avatar icon when it has one. */
  avatarUrl?: string | null;
  className?: string;
}

/** The picture of the widget's launcher, drawn as the widget draws it; decorative. */
export function BotsLauncherIcon({ icon, avatarUrl, className }: BotsLauncherIconProps) {
  if (icon === "avatar" && avatarUrl) {
    return (
      <img src={avatarUrl} alt="" className={`${className ?? ""} rounded-full object-cover`} />
    );
  }
  const path =
    icon === "close" ? CLOSE_ICON_PATH : LAUNCHER_ICON_PATHS[icon === "avatar" ? "chat" : icon];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
