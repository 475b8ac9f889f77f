import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECK_SITES } from "./src/check-sites";

describe("the check sets' material", () => {
  it("is installed by `pnpm test:all`: each real set's Debian package is one the bench names", () => {
    const manifest = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8"));
    const needed = CHECK_SITES.flatMap((site) => (site.debianPackage ? [site.debianPackage] : []));
    expect(needed.length).toBeGreaterThan(0);
    expect(manifest.debianPackages).toEqual(expect.arrayContaining(needed));
  });
});
