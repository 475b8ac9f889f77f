import { shippedSourceMaps } from "@org/tsup-config";
import { defineConfig, type Options } from "tsup";

const entry = {
  index: "src/index.ts",
  "react/index": "src/react/index.ts",
  routes: "src/routes.ts",
};

const shared: Options = {
  dts: { entry },
  sourcemap: true,
  // Maps that name only what is shipped: no path of the build machine, no map that maps nothing.
  plugins: [shippedSourceMaps()],
  target: "es2022",
  external: ["react", "@tanstack/react-query"],
  // Both builds write into dist/: the build script empties it once, before them.
  clean: false,
};

export default defineConfig([
  // One file per module, so that a bundler keeps only the modules an application imports
  // ("sideEffects": false): a schema built at load time cannot be dropped from a shared file.
  {
    ...shared,
    format: ["esm"],
    entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/test/**"],
  },
  // For require() and Jest's default mode, its two entries sharing one copy of the client (and
  // of its error classes). ky publishes ES modules only, so this build carries it.
  { ...shared, format: ["cjs"], entry, noExternal: ["ky"], splitting: true },
]);
