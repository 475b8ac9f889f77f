import { defineProjectConfig } from "@org/vitest-config";

// The suite runs on embedded PGlite, and once more on a PostgreSQL server when TEST_DATABASE_URL
// names one; each test file gets its own database (see src/testing/test-database.ts).
const databases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

const config = defineProjectConfig({
  test: {
    environment: "node",
    globalSetup: ["src/testing/global-setup.ts"],
    projects: databases.map((database) => ({
      extends: true,
      test: { name: database, env: { API_TEST_DATABASE: database } },
    })),
  },
});

// Vitest hands the SSR conditions to Node as --conditions, which also steer require(): with
// "import" among them, CommonJS packages such as pg load the ESM build of their dependencies
// and break. Node needs only our source condition; it picks import/require by itself.
if (config.ssr?.resolve) config.ssr.resolve.conditions = ["@org/source", "node", "development|production"];

export default config;
