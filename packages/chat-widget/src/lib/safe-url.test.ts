import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it.each([
    "http://example.org",
    "https://example.org/a?b=c#d",
    "HTTPS://EXAMPLE.ORG",
    "irc://irc.example.org/chan",
    "ircs://irc.example.org/chan",
    "mailto:aide@example.org",
    "xmpp:aide@example.org",
    "/relative/path",
    "relative/path:with-colon",
    "?q=a:b",
    "#part:two",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "ftp://x",
    "file:///etc/passwd",
  ])("blanks %s", (url) => {
    expect(safeUrl(url)).toBe("");
  });
});
