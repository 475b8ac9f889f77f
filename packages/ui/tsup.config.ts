import { defineConfig, type Options } from "tsup";

const shared: Options = {
  format: ["esm"],
  dts: true,
  sourcemap: true,
  target: "es2022",
  outDir: "dist",
};

export default defineConfig([
  {
    ...shared,
    entry: { index: "src/index.ts" },
    // The tokens entry is written by the second build into the same folder: keep it.
    clean: ["!tokens.*"],
    external: ["react", "react-dom"],
    // Components hold state and effects: React Server Components must render them on the client.
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    // Plain data with no React: usable anywhere, including server components and the widget.
    entry: { tokens: "src/tokens/index.ts" },
    clean: false,
  },
]);
