import { mkdir, writeFile } from "node:fs/promises";
import { CHECK_SITES } from "./check-sites";
import { openEngineTestDb } from "./engine";
import { measureSite, siteQuality } from "./knowledge-bench";
import { formatQuality } from "./report";
import { checkSetBudgets } from "./results";

// The check sets alone, without the latency knowledge bases: `--sets gimp-help,aptitude` measures
// those (all by default), prints their tables, misses and answers (a held-out set's as counts),
// writes every question's links and answer to results/check-sets.json, and exits with 1 when one
// of their budgets is missed.
const RESULTS_FILE = new URL("../results/check-sets.json", import.meta.url);
const argument = process.argv.indexOf("--sets");
const wanted = argument === -1 ? undefined : process.argv[argument + 1]?.split(",");
const sites = CHECK_SITES.filter((site) => !wanted || wanted.includes(site.id));
if (sites.length === 0) throw new Error(`no check set named ${wanted?.join(", ")}`);

const db = await openEngineTestDb();
try {
  const quality = [];
  for (const site of sites) {
    console.error(`… ${site.name}`);
    quality.push(siteQuality(await measureSite(db, site)));
  }
  const budgets = quality.flatMap(checkSetBudgets);
  process.stdout.write(`${formatQuality(quality, budgets)}\n`);
  await mkdir(new URL(".", RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify({ quality, budgets }, null, 2)}\n`);
  if (budgets.some((budget) => !budget.pass)) process.exitCode = 1;
} finally {
  await db.close();
}
