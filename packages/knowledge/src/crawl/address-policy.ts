import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Which network addresses the server may fetch on behalf of a user: only public unicast ones, so
 * that a crawl cannot reach the server's own network (SSRF).
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata endpoints
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["100::", 64], // discard-only
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // former site-local
  ["ff00::", 8], // multicast
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

/** True when `address` (an IPv4 or IPv6 literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(bare)) return !nonPublic.check(bare, "ipv4");
  if (!isIPv6(bare)) return false;
  const embedded = embeddedIpv4(bare);
  if (embedded !== undefined) return isPublicAddress(embedded);
  return !nonPublic.check(bare, "ipv6");
}

/**
 * The IPv4 address carried by an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or
 * NAT64 (64:ff9b::a.b.c.d) IPv6 address: such an address reaches that IPv4 host.
 */
function embeddedIpv4(ipv6: string): string | undefined {
  const groups = expandIpv6(ipv6);
  const head = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(":");
  const carriesIpv4 =
    head === "0:0:0:0:0:ffff" ||
    head === "64:ff9b:0:0:0:0" ||
    (head === "0:0:0:0:0:0" && (groups[6] ?? 0) !== 0);
  if (!carriesIpv4) return undefined;
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function expandIpv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = "", right] = text.split("::");
  const parse = (part: string) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const head = parse(left);
  const tail = right === undefined ? [] : parse(right);
  return [...head, ...new Array(8 - head.length - tail.length).fill(0), ...tail];
}

/** Lower-cased host name without IPv6 brackets, as allow-lists hold it. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
}

export function isHostAllowListed(host: string, allowedHosts: readonly string[]): boolean {
  const wanted = normalizeHost(host);
  return allowedHosts.some((allowed) => normalizeHost(allowed) === wanted);
}
