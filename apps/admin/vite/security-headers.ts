/** Where the back-office talks to and frames by default: the development setup. */
const DEVELOPMENT_API = "http://localhost:8000";
const DEVELOPMENT_EMBED = "http://localhost:5174";

export interface SecurityHeadersOptions {
  /** The API the build talks to (VITE_API_URL); unset, the development API and the page's own origin. */
  apiUrl?: string | undefined;
  /** The embed host the widget preview frames (VITE_EMBED_URL). */
  embedUrl?: string | undefined;
}

/**
 * The policy the built back-office is served with: scripts only from its own origin (no inline
 * script, no eval), requests only to its API, frames only of the embed host (the widget preview),
 * and never framed by any site (clickjacking), nor read by a browser as another type than sent.
 * Inline styles stay allowed: Radix's scroll areas, dialogs and menus add style elements at run
 * time (the scroll lock's depends on the scrollbar's width, so no hash can name it), and a style
 * runs no code.
 */
export function contentSecurityPolicy({ apiUrl, embedUrl }: SecurityHeadersOptions = {}): string {
  const api = new URL(apiUrl || DEVELOPMENT_API).origin;
  const embed = new URL(embedUrl || DEVELOPMENT_EMBED).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "img-src 'self' data: blob: https: http:",
    `connect-src 'self' ${api}`,
    `frame-src ${embed}`,
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Every header the back-office's pages and files are served with, in preview and in production. */
export function securityHeaders(options: SecurityHeadersOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}
