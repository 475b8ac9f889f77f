// Line icons drawn with the current text colour; decorative, so hidden from screen readers.

import { BOT_AVATAR_ICON_PATH, CLOSE_ICON_PATH, LAUNCHER_ICON_PATHS } from "../host/appearance";

interface IconProps {
  path: string;
}

export function Icon({ path }: IconProps) {
  return (
    <svg className="ami-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export const ChatIcon = () => <Icon path={LAUNCHER_ICON_PATHS.chat} />;
export const CloseIcon = () => <Icon path={CLOSE_ICON_PATH} />;
export const MinimiseIcon = () => <Icon path="M6 9l6 6 6-6" />;
export const ResetIcon = () => <Icon path="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />;
export const TrashIcon = () => <Icon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6m4-6v6" />;
export const SendIcon = () => <Icon path="M4 12 20 4l-4 16-4-7-8-1Zm8 1 8-9" />;
export const ArrowDownIcon = () => <Icon path="M12 5v14m-6-6 6 6 6-6" />;
export const ThumbUpIcon = () => (
  <Icon path="M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2 2.5L12.5 9H19a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7" />
);
export const ThumbDownIcon = () => (
  <Icon path="M17 14V4h3v10h-3Zm0 0-4 7a2 2 0 0 1-2-2.5l.5-3.5H5a2 2 0 0 1-2-2.3l1.3-7A2 2 0 0 1 6.3 4H17" />
);
export const BotIcon = () => <Icon path={BOT_AVATAR_ICON_PATH} />;
