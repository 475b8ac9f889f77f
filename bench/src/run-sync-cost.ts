import { formatSyncCost, measureSyncCost } from "./sync-cost";

const cost = await measureSyncCost();
process.stdout.write(formatSyncCost(cost));
if (!cost.pass) {
  console.error("budget missed: a sync of the unchanged site against its first ingestion");
  process.exitCode = 1;
}
