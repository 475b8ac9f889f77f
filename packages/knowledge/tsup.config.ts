import { defineConfig } from "tsup";

// Private: the API server and the benchmarks run it from source (the `@org/source` condition);
// the build checks that it compiles alone and gives its types to anyone who imports it built.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    // Beside index.js, where the reader pool looks for it (see reading/reader-pool.ts).
    "reader-worker": "src/reading/reader-worker.ts",
    "testing/index": "src/testing/index.ts",
    // Apart from "testing": the browser tests use it without PGlite.
    "testing/provider": "src/testing/openai-compatible-server.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: true,
  sourcemap: true,
  clean: true,
  external: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "pg"],
});
