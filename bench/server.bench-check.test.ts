import { beforeAll, describe, expect, it } from "vitest";
import type { BenchDatabase } from "./src/bench-databases";
import { runServerBench, type ServerBenchResult, type ServerBudget } from "./src/server-bench";
import { formatServerReport } from "./src/server-report";

// The short server benchmark: the API in its own process against a bot whose knowledge base holds
// 10,000 chunks, beside the two floors, then 50 visitors chatting at once, on PGlite and on
// PostgreSQL when a server is named.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const databases: { name: BenchDatabase["name"]; key: "pglite" | "postgres" }[] = [
  { name: "PGlite", key: "pglite" },
  ...(postgresUrl ? [{ name: "PostgreSQL" as const, key: "postgres" as const }] : []),
];

describe("server benchmark, short mode", () => {
  let result: ServerBenchResult;

  beforeAll(async () => {
    result = await runServerBench({ short: true, postgresUrl });
    console.info(formatServerReport(result));
  }, 480_000);

  const expectWithin = (id: ServerBudget["id"]) => {
    const budget = result.budgets.find((entry) => entry.id === id);
    const measured = budget ? `${budget.name}: ${budget.measured}, limit ${budget.limit}` : id;
    expect(budget?.pass, measured).toBe(true);
  };

  describe.each(databases)("on $name", ({ name, key }) => {
    it("loads every target and answers every request with a 2xx", () => {
      const figures = result.databases.find((entry) => entry.database === name)?.figures;
      for (const figure of Object.values(figures ?? {})) expect(figure.requests).toBeGreaterThan(0);
      expectWithin(`${key}:errors`);
    });

    it("stores one session per start and both sides of every message answered", () => {
      expectWithin(`${key}:rows`);
    });

    it("answers 50 visitors chatting at once within 100 ms, 95 times in 100", () => {
      expectWithin(`${key}:visitors`);
    });
  });
});
