#!/usr/bin/env node
// Runs every gate of the repository in order (lint, types, build, package checks, release dry run,
// tests) and closes with one line, `N passed, N failed`, summing the tests of every suite in the
// workspace.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };

const steps = [
  ["lint", ["pnpm", "lint"]],
  ["typecheck", ["pnpm", "typecheck"]],
  ["build", ["pnpm", "build"]],
  ["package checks", ["pnpm", "check:packages"]],
  ["release dry run", ["pnpm", "release:check"]],
  ["tests", ["pnpm", "turbo", "run", "test", "--concurrency=1", "--continue"]],
];

function workspaceDirs() {
  return ["apps", "packages"]
    .flatMap((group) =>
      existsSync(join(root, group))
        ? readdirSync(join(root, group)).map((name) => join(root, group, name))
        : [],
    )
    .concat([join(root, "e2e"), join(root, "bench")]);
}

function reportFiles() {
  return workspaceDirs()
    .map((dir) => join(dir, "test-results.json"))
    .filter((file) => existsSync(file));
}

/** Reads a vitest JSON report or a Playwright JSON report. */
function countTests(report) {
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, flaky };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, flaky: 0 };
}

for (const file of reportFiles()) rmSync(file);

const failedSteps = [];
for (const [name, [command, ...args]] of steps) {
  console.info(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (status !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
let flaky = 0;
for (const file of reportFiles()) {
  const counts = countTests(JSON.parse(readFileSync(file, "utf8")));
  passed += counts.passed;
  failed += counts.failed;
  flaky += counts.flaky;
}

if (flaky > 0) console.warn(`\n${flaky} browser tests passed only on their retry (flaky).`);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(", ")}`);
// A failed step that is not a test (lint, build, ...) still counts as one failure in the total.
const stepFailures = failedSteps.filter((step) => step !== "tests").length;
console.info(`\n${passed} passed, ${failed + stepFailures} failed`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
