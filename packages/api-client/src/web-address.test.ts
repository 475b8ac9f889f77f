import { describe, expect, it } from "vitest";
import { isWebAddress } from "./web-address";

describe("isWebAddress", () => {
  it("takes absolute http(s) addresses with a host", () => {
    for (const address of [
      "https://example.org/confidentialite",
      "HTTP://EXAMPLE.ORG",
      "http://127.0.0.1:8000/a?b=c#d",
    ]) {
      expect(isWebAddress(address), address).toBe(true);
    }
  });

  it("refuses relative addresses, other schemes, hosts with spaces and what is no text", () => {
    for (const value of [
      "/privacy",
      "example.org",
      "//example.org",
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://example.org",
      "https://",
      "http://exa mple.org",
      "https://example.org/avatar png",
      " https://example.org",
      "",
      null,
      42,
    ]) {
      expect(isWebAddress(value), String(value)).toBe(false);
    }
  });
});
