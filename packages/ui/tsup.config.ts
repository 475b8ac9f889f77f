import { defineConfig, type Options } from "tsup";

const shared: Options = {
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  target: "es2022",
  outDir: "dist",
  // Both builds write into dist/: the build script empties it once, before them.
  clean: false,
};

export default defineConfig([
  {
    ...shared,
    entry: { index: "src/index.ts" },
    external: ["react", "react-dom"],
    // Components hold state and effects: React Server Components must render them on the client.
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    // Plain data with no React: usable anywhere, including server components and the widget.
    entry: { tokens: "src/tokens/index.ts" },
  },
]);
