import { defineProjectConfig } from "@org/vitest-config";

// The suite runs on embedded PGlite, and once more on a PostgreSQL server when TEST_DATABASE_URL
// names one; each test file gets its own database (see src/testing/test-database.ts).
const databases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export default defineProjectConfig({
  test: {
    environment: "node",
    globalSetup: ["src/testing/global-setup.ts"],
    projects: databases.map((database) => ({
      extends: true,
      test: { name: database, env: { API_TEST_DATABASE: database } },
    })),
  },
});
