// Sums the test suites of the workspace into the closing line of `pnpm test:all`. A suite counts
// what its report says, and a suite that could not start, stopped before reporting, or failed
// outside its tests (a file that does not load, a global setup that throws, a non-zero exit with
// every test passed) counts as failed too: the closing line never says "0 failed" over a red run.
// Each failed test is named, with the first line of its error, so that the end of a run's log
// says what failed without scrolling back through every suite's output.

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
  const failures = [];
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
    failures.push(...failedTests(report).map((test) => `${name} › ${test}`));
    if (counts.brokenFiles > 0) {
      problems.push(`${name}: ${counts.brokenFiles} test file(s) failed outside their tests`);
    } else if (counts.failed === 0 && exitCode !== undefined && exitCode !== 0) {
      failed += 1;
      problems.push(`${name}: exited with code ${exitCode} although its tests passed`);
    }
  }
  return { passed, failed, flaky, problems, failures };
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

/** Each failed test of a vitest or Playwright JSON report: its file, its title, its error's first line. */
function failedTests(report) {
  const named = (file, title, message) => {
    const firstLine = stripColours(message ?? "")
      .trim()
      .split("\n")[0]
      .slice(0, 300);
    return firstLine ? `${file} › ${title}: ${firstLine}` : `${file} › ${title}`;
  };
  if (report.stats) {
    return playwrightSpecs(report.suites ?? [])
      .filter(({ spec }) => spec.tests?.some((test) => test.status === "unexpected"))
      .map(({ spec, titles }) => {
        const results = spec.tests.flatMap((test) => test.results ?? []);
        const error = results.map((result) => result.error?.message).find(Boolean);
        return named(spec.file, [...titles, spec.title].join(" › "), error);
      });
  }
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => named(relativeFile(file.name), test.fullName, test.failureMessages?.[0])),
  );
}

/** Every spec of a Playwright report's nested suites, with the titles of the suites around it. */
function playwrightSpecs(suites, titles = []) {
  return suites.flatMap((suite) => {
    // A file's own suite is titled by its path, which the spec already carries.
    const inner = suite.file === suite.title ? titles : [...titles, suite.title];
    return [
      ...(suite.specs ?? []).map((spec) => ({ spec, titles: inner })),
      ...playwrightSpecs(suite.suites ?? [], inner),
    ];
  });
}

/** A test file's path from its workspace, the way vitest prints it. */
function relativeFile(path = "") {
  const workspace = path.match(/\/(?:apps|packages)\/[^/]+\/(.+)$|\/(?:e2e|bench)\/(.+)$/);
  return workspace ? (workspace[1] ?? workspace[2]) : path;
}

function stripColours(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}
