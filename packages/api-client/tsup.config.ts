import { defineConfig, type Options } from "tsup";

const shared: Options = {
  entry: { index: "src/index.ts", "react/index": "src/react/index.ts" },
  dts: true,
  sourcemap: true,
  target: "es2022",
  external: ["react", "@tanstack/react-query"],
  // Both builds write into dist/: the build script empties it once, before them.
  clean: false,
};

export default defineConfig([
  { ...shared, format: ["esm"] },
  // For require() and Jest's default mode, its two entries sharing one copy of the client (and
  // of its error classes). ky publishes ES modules only, so this build carries it.
  { ...shared, format: ["cjs"], noExternal: ["ky"], splitting: true },
]);
