import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Alias } from "vite";

const require = createRequire(import.meta.url);

/** The export condition under which a workspace package names its sources (see its exports). */
const SOURCE_CONDITION = "@org/source";

/**
 * Tailwind resolves a stylesheet's `@import`s with conditions of its own ("style"), never Vite's
 * `@org/source`, so an imported sibling stylesheet would be read from the package's build, which
 * a fresh clone does not have. Each CSS export that has a source is pointed at it here, from the
 * package's own exports map.
 */
export function sourceStylesheets(packageNames: readonly string[]): Alias[] {
  return packageNames.flatMap((name) => {
    const manifestPath = require.resolve(`${name}/package.json`);
    const { exports } = JSON.parse(readFileSync(manifestPath, "utf8")) as {
      exports: Record<string, string | Record<string, unknown>>;
    };
    return Object.entries(exports).flatMap(([subpath, target]) => {
      const source = typeof target === "object" ? target[SOURCE_CONDITION] : undefined;
      if (!subpath.endsWith(".css") || typeof source !== "string") return [];
      const specifier = `${name}${subpath.slice(1)}`;
      return [
        {
          find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`),
          replacement: join(dirname(manifestPath), source),
        },
      ];
    });
  });
}
