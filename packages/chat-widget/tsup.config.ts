import { shippedSourceMaps } from "@org/tsup-config";
import { defineConfig, type Options } from "tsup";

const shared: Options = {
  entry: {
    index: "src/index.ts",
    host: "src/host/index.ts",
    markdown: "src/markdown/index.ts",
  },
  dts: true,
  sourcemap: true,
  // Maps that name only what is shipped: no path of the build machine, no map that maps nothing.
  plugins: [shippedSourceMaps()],
  target: "es2022",
  external: ["react", "react-dom", "@org/api-client"],
  // The component uses hooks and the browser: React Server Components must treat it as client code.
  banner: { js: '"use client";' },
  // Both builds write into dist/: the build script empties it once, before them.
  clean: false,
};

export default defineConfig([
  { ...shared, format: ["esm"] },
  // For require() and Jest's default mode. The Markdown reader and renderer publish ES modules
  // only, so this build carries them.
  {
    ...shared,
    format: ["cjs"],
    noExternal: ["react-markdown", "remark-gfm", "remark-parse", "unified"],
    splitting: true,
  },
]);
