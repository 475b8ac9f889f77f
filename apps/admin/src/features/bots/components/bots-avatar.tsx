import { BOT_AVATAR_ICON_PATH } from "@org/chat-widget/host";
import { Avatar, type AvatarProps } from "@org/ui";

/** The avatar's icon, at each size of the avatar. */
const ICON_SIZES = { sm: "h-4 w-4", md: "h-5 w-5", lg: "h-7 w-7" } as const;

/**
 * An assistant's picture as its widget shows it: its avatar image, else (or while it loads, or
 * when it cannot) the widget's robot, never initials, which are for people.
 */
export function BotsAvatar({ size = "md", ...props }: Omit<AvatarProps, "fallback">) {
  return (
    <Avatar
      {...props}
      size={size}
      fallback={
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={ICON_SIZES[size]}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={BOT_AVATAR_ICON_PATH} />
        </svg>
      }
    />
  );
}
