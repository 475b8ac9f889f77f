import { describe, expect, it } from "vitest";
import { redirectTarget, signInPathFor } from "./redirect";

describe("redirectTarget", () => {
  it("returns the redirect path of this site", () => {
    expect(redirectTarget("?redirect=%2Fbots%2F3%3Ftab%3D2")).toBe("/bots/3?tab=2");
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "bots", ""])(
    "goes home instead of '%s'",
    (target) => {
      expect(redirectTarget(new URLSearchParams({ redirect: target }))).toBe("/");
    },
  );

  it("goes home without a redirect", () => {
    expect(redirectTarget("")).toBe("/");
  });
});

describe("signInPathFor", () => {
  it("keeps the page, its query and hash", () => {
    expect(signInPathFor({ pathname: "/users/4", search: "?q=a", hash: "#x" })).toBe(
      "/sign-in?redirect=%2Fusers%2F4%3Fq%3Da%23x",
    );
  });

  it("needs no redirect for home or the sign-in page itself", () => {
    expect(signInPathFor({ pathname: "/" })).toBe("/sign-in");
    expect(signInPathFor({ pathname: "/sign-in", search: "?redirect=%2Fx" })).toBe("/sign-in");
  });
});
