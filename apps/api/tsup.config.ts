import { cp } from "node:fs/promises";
import { defineConfig } from "tsup";

// The built server runs alone: workspace packages are bundled in, and the SQL migrations are
// copied beside main.js (src/db/migrate.ts looks for them next to the running module). The
// knowledge engine reads documents and pages in worker threads started from reader-worker.js,
// which it looks for beside the module that holds it. set-password.js is the command that gives a
// user a new password from the server's machine.
export default defineConfig({
  entry: {
    main: "src/main.ts",
    "reader-worker": "src/reader-worker.ts",
    "set-password": "src/set-password.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  noExternal: [/^@org\//],
  esbuildOptions(options) {
    options.conditions = ["@org/source"];
  },
  async onSuccess() {
    await cp("src/db/migrations", "dist/migrations", { recursive: true });
  },
});
