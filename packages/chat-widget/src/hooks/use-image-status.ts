import { useEffect, useState } from "react";

export type ImageStatus = "idle" | "loading" | "loaded" | "error";

/** Whether an image can be shown yet: idle without an address, then loading, loaded or error. */
export function useImageStatus(src: string | null | undefined): ImageStatus {
  const [status, setStatus] = useState<ImageStatus>("idle");

  useEffect(() => {
    if (!src) {
      setStatus("idle");
      return;
    }
    let active = true;
    setStatus("loading");
    const image = new Image();
    image.onload = () => active && setStatus("loaded");
    image.onerror = () => active && setStatus("error");
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);

  return status;
}
