#!/usr/bin/env node
// Runs every gate of the repository in order (the system packages the tests read, lint, types,
// build, package checks, release dry run, tests) and closes with one line, `N passed, N failed`,
// summing the tests of every suite in the workspace (scripts/test-summary.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { installMissing, neededPackages } from "./system-packages.mjs";
import { summarise } from "./test-summary.mjs";

const root = new URL("..", import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
const turboRuns = join(root, ".turbo", "runs");

const steps = [
  ["lint", ["pnpm", "lint"]],
  ["typecheck", ["pnpm", "typecheck"]],
  ["build", ["pnpm", "build"]],
  ["package checks", ["pnpm", "check:packages"]],
  ["release dry run", ["pnpm", "release:check"]],
  [
    "scripts",
    ["node", "--test", "scripts/test-summary.test.mjs", "scripts/french-typography.test.mjs"],
  ],
  ["tests", ["pnpm", "turbo", "run", "test", "--concurrency=1", "--continue", "--summarize"]],
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

/** The workspaces that have tests: their package name and where their report is written. */
function testedWorkspaces() {
  return workspaceDirs()
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ manifest }) => manifest.scripts?.test)
    .map(({ dir, manifest }) => ({ name: manifest.name, report: join(dir, "test-results.json") }));
}

/** How each test task of the last turbo run ended, by package name. */
function testExitCodes() {
  if (!existsSync(turboRuns)) return new Map();
  const newest = readdirSync(turboRuns)
    .map((file) => join(turboRuns, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return new Map();
  const { tasks = [] } = JSON.parse(readFileSync(newest, "utf8"));
  return new Map(
    tasks
      .filter((task) => task.task === "test")
      .map((task) => [task.package, task.execution?.exitCode]),
  );
}

const workspaces = testedWorkspaces();
for (const { report } of workspaces) rmSync(report, { force: true });
rmSync(turboRuns, { recursive: true, force: true });

const failedSteps = [];
console.info("\n=== system packages");
const notInstalled = installMissing(neededPackages(workspaceDirs()));
for (const problem of notInstalled) console.error(`Missing: ${problem}`);
if (notInstalled.length > 0) failedSteps.push("system packages");

for (const [name, [command, ...args]] of steps) {
  console.info(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (status !== 0) failedSteps.push(name);
}

const exitCodes = testExitCodes();
const { passed, failed, flaky, problems, failures } = summarise(
  workspaces.map(({ name, report }) => ({
    name,
    report: existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : null,
    exitCode: exitCodes.get(name),
  })),
);

if (flaky > 0) console.warn(`\n${flaky} browser tests passed only on their retry (flaky).`);
for (const problem of problems) console.error(problem);
if (failures.length > 0)
  console.error(`\nFailed tests:\n${failures.map((f) => `- ${f}`).join("\n")}`);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(", ")}`);
// A failed step that is not the suites (lint, build, ...) still counts as one failure in the total.
const stepFailures = failedSteps.filter((step) => step !== "tests").length;
console.info(`\n${passed} passed, ${failed + stepFailures} failed`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
