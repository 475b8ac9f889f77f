/** The API of the development setup, used when the build names none (see buildApiUrl). */
const DEVELOPMENT_API = "http://localhost:8000";

/**
 * The policy the built embed host is served with: scripts and styles from its own origin only
 * (no 'unsafe-inline'), requests to the API, and framing by any site (that is its purpose).
 * `vite preview` sends it, and `pnpm nginx-headers` prints it for a web server.
 */
export function contentSecurityPolicy(apiBaseUrl: string = DEVELOPMENT_API): string {
  const api = new URL(apiBaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${api}`,
    "img-src 'self' data: https: http:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors *",
  ].join("; ");
}
