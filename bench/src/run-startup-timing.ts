import {
  formatTimingTable,
  measureStartupTiming,
  median,
  TIMING_BUDGETS_MS,
  type TimingFigure,
} from "./startup-timing";

// Times the widget's start in Chromium; `--runs N` (default 9). Fails when a median is over budget.
const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 9;
if (!Number.isInteger(runs) || runs < 1)
  throw new Error("--runs takes a whole number of at least 1");

const result = await measureStartupTiming(runs);
console.info(formatTimingTable(result));
const over = (Object.keys(TIMING_BUDGETS_MS) as TimingFigure[]).filter(
  (figure) => median(result.samples[figure]) > TIMING_BUDGETS_MS[figure],
);
if (over.length > 0) {
  console.error(`Over budget: ${over.join(", ")}`);
  process.exitCode = 1;
}
