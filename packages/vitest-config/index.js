// Shared vitest settings: resolve sibling packages to their sources (the private `@org/source`
// export condition) and write a JSON report that scripts/test-all.mjs sums across the workspace.
import { defineConfig, mergeConfig } from "vitest/config";

// Vite's own defaults with our source condition in front. On the server side the conditions also
// reach Node as --conditions, where "import" would make require() load the ESM build of CommonJS
// packages (pg, for one); Node picks import or require by itself.
const browserConditions = ["@org/source", "module", "browser", "development|production"];
const serverConditions = ["@org/source", "node", "development|production"];

export const baseConfig = defineConfig({
  resolve: { conditions: browserConditions },
  ssr: { resolve: { conditions: serverConditions, externalConditions: ["@org/source"] } },
  test: {
    reporters: ["default", ["json", { outputFile: "test-results.json" }]],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export function defineProjectConfig(overrides = {}) {
  return mergeConfig(baseConfig, defineConfig(overrides));
}
