/** What a site's address typed as an allowed site reads as: its origin, or why it is none. */
export type OriginReading = { origin: string } | { error: string };

/** The example the refusals give. */
export const ORIGIN_EXAMPLE = "https://www.example.org";

/**
 * Reads a site's origin (scheme, host and port) as browsers send it in the Origin header:
 * `https://Www.Example.org:443/` reads as `https://www.example.org` (host in lower case, default
 * port and a lone trailing slash dropped). Anything more than an origin (a path, parameters, a
 * fragment, credentials) is refused with a French message saying what to keep. The back-office
 * checks what is typed with it; the API stores what it reads, so that the bot's allowed sites
 * compare with the Origin header as they are.
 */
export function readOrigin(text: string): OriginReading {
  const value = text.trim();
  if (value === "") return { error: "Saisissez l'adresse d'un site." };
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    return { error: `Commencez par https:// ou http://, par exemple ${ORIGIN_EXAMPLE}.` };
  }
  const url = parsedAddress(value);
  if (!url) {
    return {
      error: `Cette adresse n'est pas valide\u00a0: écrivez-la comme ${ORIGIN_EXAMPLE}.`,
    };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { error: "Seuls les sites en https:// ou http:// peuvent être autorisés." };
  }
  // Only a lone slash may follow the host: `new URL` reads "https://site.example//" with the
  // path "//", and a bare "?" or "#" as an empty search or hash.
  const more = url.username || url.password || url.pathname !== "/" || /[?#]/.test(value);
  if (more) {
    return {
      error: `Une origine n'a ni chemin ni paramètres\u00a0: gardez seulement ${url.origin}.`,
    };
  }
  return { origin: url.origin };
}

/** The address read by the URL parser; null when it cannot read it or it holds a space. */
function parsedAddress(value: string): URL | null {
  // The parser drops the tabs and line breaks a paste may carry inside an address.
  if (/\s/.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
