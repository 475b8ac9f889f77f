import { defineProjectConfig } from "@org/vitest-config";

// The engine's tests run on embedded PGlite, and once more on a PostgreSQL server when
// TEST_DATABASE_URL names one (each test file gets a fresh database there).
const databases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export default defineProjectConfig({
  test: {
    environment: "node",
    projects: databases.map((database) => ({
      extends: true,
      test: { name: database, env: { KNOWLEDGE_TEST_DATABASE: database } },
    })),
  },
});
