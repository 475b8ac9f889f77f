/** What an origin typed in the editor turns into: the origin to save, or why it cannot be. */
export type OriginParse = { origin: string } | { error: string };

export const ORIGIN_EXAMPLE = "https://www.example.org";

/**
 * Reads a site's origin (scheme, host and port) as browsers send it in the Origin header, so
 * that what is saved is what the server compares: `https://Www.Example.org/` becomes
 * `https://www.example.org`.
 */
export function parseOrigin(text: string): OriginParse {
  const value = text.trim();
  if (value === "") return { error: "Saisissez l'adresse d'un site." };
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    return { error: `Commencez par https:// ou http://, par exemple ${ORIGIN_EXAMPLE}.` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: `Cette adresse n'est pas valide : écrivez-la comme ${ORIGIN_EXAMPLE}.` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { error: "Seuls les sites en https:// ou http:// peuvent être autorisés." };
  }
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) {
    return {
      error: `Une origine n'a ni chemin ni paramètres : gardez seulement ${url.origin}.`,
    };
  }
  return { origin: url.origin };
}
