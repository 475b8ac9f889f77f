import { beforeAll, describe, expect, it } from "vitest";
import { formatSyncCost, measureSyncCost, type SyncCost } from "./src/sync-cost";

// The cost of keeping an unchanged site fresh: a 1,000-page site served with ETags, ingested
// once, then synced again as a schedule would.
describe("sync benchmark", () => {
  let cost: SyncCost;

  beforeAll(async () => {
    cost = await measureSyncCost();
    console.info(formatSyncCost(cost));
  }, 300_000);

  it("downloads no page of the unchanged site again", () => {
    expect(cost.first.bodies).toBe(cost.pages + 1);
    expect(cost.sync).toEqual({ bodies: 0, notModified: cost.pages + 1 });
  });

  it("syncs the unchanged site at most at a tenth of its first ingestion's time", () => {
    expect(cost.pass, `${(cost.share * 100).toFixed(1)} % of the first ingestion`).toBe(true);
  });
});
