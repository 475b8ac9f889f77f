/** The name the back-office gives the same address; the embed host's former one is still read. */
const API_URL = "VITE_API_URL";
const FORMER_API_URL = "VITE_API_BASE_URL";

/**
 * The API a build talks to and its policy allows (from the environment or the app's .env files):
 * VITE_API_URL, else VITE_API_BASE_URL with a warning that it is deprecated; neither, undefined,
 * and the page picks the API from its host name.
 */
export function buildApiUrl(
  env: Record<string, string | undefined>,
  warn: (message: string) => void,
): string | undefined {
  if (env[API_URL]) return env[API_URL];
  if (env[FORMER_API_URL]) {
    warn(`${FORMER_API_URL} is deprecated: name the API with ${API_URL}, as the back-office does.`);
    return env[FORMER_API_URL];
  }
  return undefined;
}
