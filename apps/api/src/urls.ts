import { isWebAddress } from "@org/api-client";

/** A web origin: scheme://host[:port], without path, query or fragment. */
export function isOrigin(value: string): boolean {
  return isWebAddress(value) && new URL(value).origin === value.replace(/\/$/, "");
}
