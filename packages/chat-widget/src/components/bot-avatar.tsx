import { useImageStatus } from "../hooks/use-image-status";
import { BotIcon } from "./icons";

/** The bot's picture once it has loaded; a drawn placeholder before that, or when it fails. */
export function BotAvatar({ src, size = "md" }: { src: string | null; size?: "sm" | "md" }) {
  const status = useImageStatus(src);
  return (
    <span className={`ami-avatar ami-avatar-${size}`} data-status={status}>
      {status === "loaded" && src ? <img src={src} alt="" /> : <BotIcon />}
    </span>
  );
}
