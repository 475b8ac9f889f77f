import { beforeAll, describe, expect, it } from "vitest";
import {
  formatSyncCost,
  measureSyncCost,
  type SyncCost,
  UNCHANGED_SYNC_SHARE,
} from "./src/sync-cost";

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

  it("syncs the unchanged site in a tenth of its first ingestion's time at most", () => {
    expect(cost.share).toBeLessThanOrEqual(UNCHANGED_SYNC_SHARE);
  });
});
