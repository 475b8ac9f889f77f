import { describe, expect, it } from "vitest";
import { canonicalUrl, isIgnored, looksLikeFile, siteOf } from "./crawl-scope";

describe("isIgnored", () => {
  it("treats a pattern without * as a case-insensitive substring", () => {
    expect(isIgnored("https://s.example/Blog/post", ["/blog/"])).toBe(true);
    expect(isIgnored("https://s.example/news", ["/blog/"])).toBe(false);
    expect(isIgnored("https://s.example/news", ["  ", ""])).toBe(false);
  });

  it("treats a pattern with * as a glob over the whole address", () => {
    expect(isIgnored("https://s.example/a/print/1", ["*/print/*"])).toBe(true);
    expect(isIgnored("https://s.example/a/print", ["*/print/*"])).toBe(false);
    expect(isIgnored("https://s.example/page?lang=en", ["*lang=en"])).toBe(true);
    expect(isIgnored("https://s.example/page?lang=en&x=1", ["*lang=en"])).toBe(false);
  });
});

describe("site scope", () => {
  it("compares sites by host without www and without scheme", () => {
    expect(siteOf("https://www.Ecole.example/a")).toBe(siteOf("http://ecole.example:8080/b"));
    expect(siteOf("https://autre.example/")).not.toBe(siteOf("https://ecole.example/"));
  });

  it("recognises files and canonicalises addresses", () => {
    expect(looksLikeFile("https://s.example/docs/Plan.PDF")).toBe(true);
    expect(looksLikeFile("https://s.example/docs/plan.html")).toBe(false);
    expect(canonicalUrl("HTTPS://S.example:443/a?b=1#c")).toBe("https://s.example/a?b=1");
  });
});
