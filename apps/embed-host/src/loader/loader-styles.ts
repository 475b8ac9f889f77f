import { DEFAULT_WIDGET_COLOR } from "@org/api-client";
import {
  MOBILE_BREAKPOINT_PX,
  PANEL_MAX_HEIGHT_PX,
  PANEL_WIDTH_PX,
  SURFACE_COLORS,
  SURFACE_SHADOWS,
} from "@org/chat-widget/host";

/** The frame takes the panel's size, as the widget draws it on a page of its own. */
const sizes = Object.entries(PANEL_WIDTH_PX)
  .map(
    ([size, width]) =>
      `.root[data-size="${size}"]{--w:${width}px;--h:${PANEL_MAX_HEIGHT_PX[size as keyof typeof PANEL_WIDTH_PX]}px}`,
  )
  .join("");

/** A theme's colours for the bubbles and the frame's edge, those of the widget's own bubbles. */
function surface({
  card,
  foreground,
  border,
  mutedForeground,
}: (typeof SURFACE_COLORS)[keyof typeof SURFACE_COLORS]): string {
  return `--bg:${card};--fg:${foreground};--line:${border};--muted:${mutedForeground}`;
}

const DARK = surface(SURFACE_COLORS.dark);

/**
 * The launcher's styles, inside its shadow root: the host page's CSS cannot reach them and they
 * cannot reach the host page. The main colour comes as --c (and its text as --on-c); focus shows
 * in the design system's primary colour, whichever the theme.
 */
export const LOADER_CSS = `:host{all:initial}
*{box-sizing:border-box}
.root{${surface(SURFACE_COLORS.light)};position:fixed;bottom:20px;right:20px;z-index:var(--z);display:flex;flex-direction:column;align-items:flex-end;gap:12px;font:14px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--fg);pointer-events:none}
.root[data-theme="dark"]{${DARK}}
@media (prefers-color-scheme:dark){.root[data-theme="system"]{${DARK}}}
.root[data-pending] .launcher{visibility:hidden}
.root[data-position="bottom-left"]{right:auto;left:20px;align-items:flex-start}
.root>*{pointer-events:auto}
${sizes}
iframe{display:block;width:min(var(--w),calc(100vw - 40px));height:min(var(--h),calc(100dvh - 110px));border:1px solid var(--line);border-radius:12px;background:var(--bg);box-shadow:${SURFACE_SHADOWS.frame}}
iframe[hidden]{display:block;visibility:hidden;position:absolute;width:1px;height:1px;border:0;box-shadow:none}
button{font:inherit;color:inherit;margin:0;cursor:pointer}
button:focus-visible{outline:2px solid ${DEFAULT_WIDGET_COLOR};outline-offset:2px}
.launcher{display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;padding:0;overflow:hidden;border:0;border-radius:9999px;color:var(--on-c);background:var(--c);box-shadow:${SURFACE_SHADOWS.launcher}}
.launcher img{width:100%;height:100%;object-fit:cover}
svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.bubbles{display:flex;flex-direction:column;align-items:inherit;gap:8px;max-width:min(300px,calc(100vw - 40px))}
.bubble{padding:10px 14px;text-align:left;background:var(--bg);border:1px solid var(--line);border-radius:12px;box-shadow:${SURFACE_SHADOWS.bubble};animation:in .4s ease-out}
[hidden].bubbles,.bubble[hidden],.close-all[hidden]{display:none}
.close-all{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;padding:0;color:var(--muted);background:var(--bg);border:1px solid var(--line);border-radius:9999px;animation:in .3s ease-out}
.close-all svg{width:14px;height:14px}
@keyframes in{from{opacity:0;transform:translateY(6px)}}
@media (prefers-reduced-motion:reduce){.bubble,.close-all{animation:none}}
.root[data-size="full"][data-open] iframe{position:fixed;inset:0;width:100vw;height:100dvh;border:0;border-radius:0}
.root[data-size="full"][data-open] .launcher{display:none}
@media (max-width:${MOBILE_BREAKPOINT_PX - 1}px){
.root[data-open] iframe{position:fixed;left:0;top:var(--vv-top,0);width:100vw;height:var(--vv-height,100dvh);border:0;border-radius:0}
.root[data-open] .launcher{display:none}
}`;

/**
 * A constructed stylesheet is not an inline style, so a strict Content-Security-Policy on the
 * host page does not block it; a <style> element is the fallback for older browsers.
 */
export function adoptStyles(shadow: ShadowRoot) {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(LOADER_CSS);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = LOADER_CSS;
    shadow.append(style);
  }
}
