import { describe, expect, it } from "vitest";
import {
  measureStartupTiming,
  median,
  TIMING_BUDGETS_MS,
  type TimingFigure,
} from "./src/startup-timing";

// Short mode of `pnpm bench:timing`: a few runs in Chromium against the built API and embed host.
describe("the widget starts within its timing budgets", () => {
  it("launcher, consent modal and input ready, median of 3 runs", {
    timeout: 150_000,
  }, async () => {
    const result = await measureStartupTiming(3);
    for (const figure of Object.keys(TIMING_BUDGETS_MS) as TimingFigure[]) {
      const samples = result.samples[figure];
      expect(samples, figure).toHaveLength(3);
      expect(Math.min(...samples), figure).toBeGreaterThan(0);
      expect(median(samples), figure).toBeLessThanOrEqual(TIMING_BUDGETS_MS[figure]);
    }
  });
});
