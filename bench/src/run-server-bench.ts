import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { runServerBench } from "./server-bench";
import { formatServerReport } from "./server-report";

// `--short` for the quick run; `--cpu-prof <dir>` writes the API process's CPU profiles there.
// PostgreSQL is measured too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
const args = process.argv.slice(2);
const profileFlag = args.indexOf("--cpu-prof");
const result = await runServerBench({
  short: args.includes("--short"),
  postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  cpuProfileDir: profileFlag >= 0 ? resolve(args[profileFlag + 1] ?? "cpu-profiles") : undefined,
  log: (line) => console.error(line),
});
console.info(formatServerReport(result));
await mkdir("results", { recursive: true });
await writeFile("results/server.json", `${JSON.stringify(result, null, 2)}\n`);
const missed = result.budgets.filter((budget) => !budget.pass);
if (missed.length > 0) {
  console.error(`Budgets missed: ${missed.map((budget) => budget.id).join(", ")}`);
  process.exitCode = 1;
}
