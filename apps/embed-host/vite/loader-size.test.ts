// @vitest-environment node
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { bundleLoader } from "./embed-host-plugin";

it("keeps loader.js under 5 KB gzipped, as one classic script", async () => {
  const loader = await bundleLoader();
  expect(gzipSync(loader).length).toBeLessThan(5 * 1024);
  expect(loader).not.toMatch(/^\s*(import|export)\s/m);
});
