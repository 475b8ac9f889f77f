import { mkdir, writeFile } from "node:fs/promises";
import { runKnowledgeBench } from "./knowledge-bench";
import { formatReport } from "./report";

const RESULTS_FILE = new URL("../results/knowledge.json", import.meta.url);

const short = process.argv.slice(2).includes("--short");
const result = await runKnowledgeBench({ short, log: (line) => console.error(`… ${line}`) });
process.stdout.write(`${formatReport(result)}\n`);
await mkdir(new URL(".", RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
console.error(`results written to ${RESULTS_FILE.pathname}`);

const failed = result.budgets.filter((budget) => !budget.pass);
if (failed.length > 0) {
  console.error(`budget missed: ${failed.map((budget) => budget.name).join("; ")}`);
  process.exitCode = 1;
}
