/** True when the page runs inside a frame of another page (the embed case). */
export function isInFrame(): boolean {
  if (typeof window === "undefined") return false;
  try {
    return window.self !== window.top;
  } catch {
    // Reading `top` across origins can throw: that alone proves we are framed.
    return true;
  }
}
