import { HOST_ORIGIN_PARAM } from "../host/messages";

export interface FramePage {
  search: string;
  ancestorOrigins?: ArrayLike<string>;
  referrer: string;
}

/**
 * The origin of the page that frames the widget: as the browser reports the parent where it can,
 * else as the loader wrote it into the address, else the referrer's. Undefined when unknown: the
 * widget then speaks to no one.
 */
export function frameHostOrigin(page: FramePage): string | undefined {
  const [parent, referrer] = reportedSources(page);
  return firstOrigin([parent, new URLSearchParams(page.search).get(HOST_ORIGIN_PARAM), referrer]);
}

/**
 * The origin of the page that frames the widget as the browser itself reports it (the parent's
 * origin, else the referrer's), never as an address says it: what the API checks against the
 * bot's allowed sites. Undefined when the browser tells neither.
 */
export function reportedFrameHostOrigin(page: Omit<FramePage, "search">): string | undefined {
  return firstOrigin(reportedSources(page));
}

/** Where the browser itself names the framing page: the parent's origin, then the referrer. */
function reportedSources(page: Omit<FramePage, "search">): [string | undefined, string] {
  return [page.ancestorOrigins?.[0], page.referrer];
}

/** The origin of the first address that names a real one. */
function firstOrigin(addresses: (string | null | undefined)[]): string | undefined {
  for (const address of addresses) {
    const origin = originOf(address);
    if (origin) return origin;
  }
  return undefined;
}

function originOf(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const { origin } = new URL(address);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The framing page's origin as this browser page sees it. */
export function currentFrameHostOrigin(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return frameHostOrigin({
    search: window.location.search,
    ancestorOrigins: window.location.ancestorOrigins,
    referrer: document.referrer,
  });
}

/** The framing page's origin as this browser reports it (see reportedFrameHostOrigin). */
export function currentReportedFrameHostOrigin(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return reportedFrameHostOrigin({
    ancestorOrigins: window.location.ancestorOrigins,
    referrer: document.referrer,
  });
}
