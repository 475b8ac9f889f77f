// Shared vitest settings: resolve sibling packages to their sources (the private `@org/source`
// export condition) and write a JSON report that scripts/test-all.mjs sums across the workspace.
import { defineConfig, mergeConfig } from "vitest/config";

const sourceConditions = ["@org/source", "module", "import", "default"];

export const baseConfig = defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions, externalConditions: ["@org/source"] } },
  test: {
    reporters: ["default", ["json", { outputFile: "test-results.json" }]],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export function defineProjectConfig(overrides = {}) {
  return mergeConfig(baseConfig, defineConfig(overrides));
}
