/** An absolute http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A web origin: scheme://host[:port], without path, query or fragment. */
export function isOrigin(value: string): boolean {
  return isHttpUrl(value) && new URL(value).origin === value.replace(/\/$/, "");
}
