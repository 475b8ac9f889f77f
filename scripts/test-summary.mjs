// Sums the test suites of the workspace into the closing line of `pnpm test:all`. A suite counts
// what its report says, and a suite that could not start, stopped before reporting, or failed
// outside its tests (a file that does not load, a global setup that throws, a non-zero exit with
// every test passed) counts as failed too: the closing line never says "0 failed" over a red run.

/**
 * @typedef {object} Suite
 * @property {string} name the workspace's package name
 * @property {object | null} report its vitest or Playwright JSON report, null when none was written
 * @property {number | undefined} exitCode how its test task ended, undefined when it never ran
 */

/** @param {Suite[]} suites */
export function summarise(suites) {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  const problems = [];
  for (const { name, report, exitCode } of suites) {
    if (report === null) {
      failed += 1;
      problems.push(
        exitCode === undefined
          ? `${name}: its tests did not run`
          : `${name}: stopped before reporting its tests (exit code ${exitCode})`,
      );
      continue;
    }
    const counts = countTests(report);
    passed += counts.passed;
    failed += counts.failed + counts.brokenFiles;
    flaky += counts.flaky;
    if (counts.brokenFiles > 0) {
      problems.push(`${name}: ${counts.brokenFiles} test file(s) failed outside their tests`);
    } else if (counts.failed === 0 && exitCode !== undefined && exitCode !== 0) {
      failed += 1;
      problems.push(`${name}: exited with code ${exitCode} although its tests passed`);
    }
  }
  return { passed, failed, flaky, problems };
}

/** Reads a vitest JSON report or a Playwright JSON report. */
function countTests(report) {
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    // Errors outside any test: a global setup that throws, a spec file that does not load.
    const brokenFiles = report.errors?.length ?? 0;
    return { passed: expected + flaky, failed: unexpected, flaky, brokenFiles };
  }
  // A test file that failed without a failed test never ran its tests (an import or a hook threw).
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === "failed" &&
      !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    flaky: 0,
    brokenFiles,
  };
}
