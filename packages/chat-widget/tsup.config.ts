import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", host: "src/host/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  external: ["react", "react-dom", "@org/api-client"],
  // The component uses hooks and the browser: React Server Components must treat it as client code.
  banner: { js: '"use client";' },
});
