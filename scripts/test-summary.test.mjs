import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { summarise } from "./test-summary.mjs";

const vitestReport = (files) => ({
  numPassedTests: files.flatMap((f) => f.tests).filter((t) => t === "passed").length,
  numFailedTests: files.flatMap((f) => f.tests).filter((t) => t === "failed").length,
  testResults: files.map(({ status, tests }) => ({
    status,
    assertionResults: tests.map((test) => ({ status: test })),
  })),
});

describe("the closing line of pnpm test:all", () => {
  it("sums the passed and failed tests of every suite", () => {
    const result = summarise([
      {
        name: "@org/a",
        report: vitestReport([{ status: "passed", tests: ["passed", "passed"] }]),
        exitCode: 0,
      },
      {
        name: "@org/b",
        report: vitestReport([{ status: "failed", tests: ["passed", "failed"] }]),
        exitCode: 1,
      },
      {
        name: "@org/e2e",
        report: { stats: { expected: 3, unexpected: 1, flaky: 1 } },
        exitCode: 1,
      },
    ]);
    assert.deepEqual(
      { ...result, failures: result.failures.length },
      { passed: 7, failed: 2, flaky: 1, problems: [], failures: 1 },
    );
  });

  it("counts a suite that could not start or stopped before reporting as failed", () => {
    const result = summarise([
      { name: "@org/bench", report: null, exitCode: 1 },
      { name: "@org/e2e", report: null, exitCode: undefined },
    ]);
    assert.equal(result.failed, 2);
    assert.deepEqual(result.problems, [
      "@org/bench: stopped before reporting its tests (exit code 1)",
      "@org/e2e: its tests did not run",
    ]);
  });

  it("counts a test file that failed outside its tests (an import, a hook) as failed", () => {
    const result = summarise([
      {
        name: "@org/bench",
        report: vitestReport([
          { status: "failed", tests: [] },
          { status: "failed", tests: ["skipped"] },
          { status: "passed", tests: ["passed"] },
        ]),
        exitCode: 1,
      },
    ]);
    assert.equal(result.passed, 1);
    assert.equal(result.failed, 2);
  });

  it("counts a browser run's global errors (a setup that throws) as failed", () => {
    const result = summarise([
      {
        name: "@org/e2e",
        report: { stats: { expected: 0, unexpected: 0 }, errors: [{ message: "webServer" }] },
        exitCode: 1,
      },
    ]);
    assert.equal(result.failed, 1);
  });

  it("counts a suite that exited non-zero with every test passed as failed", () => {
    const result = summarise([
      {
        name: "@org/api",
        report: vitestReport([{ status: "passed", tests: ["passed"] }]),
        exitCode: 1,
      },
    ]);
    assert.deepEqual(result, {
      passed: 1,
      failed: 1,
      flaky: 0,
      problems: ["@org/api: exited with code 1 although its tests passed"],
      failures: [],
    });
  });

  it("names each failed test with the first line of its error, in vitest and Playwright reports", () => {
    const result = summarise([
      {
        name: "@org/bench",
        report: {
          numPassedTests: 1,
          numFailedTests: 1,
          testResults: [
            {
              name: "/home/dev/product/bench/server.bench-check.test.ts",
              status: "failed",
              assertionResults: [
                { status: "passed", fullName: "loads every target" },
                {
                  status: "failed",
                  fullName: "server benchmark on PGlite answers 50 visitors within 100 ms",
                  failureMessages: [
                    "AssertionError: \u001b[31mp95: 130 ms, limit 100 ms\u001b[39m\n    at test.ts:40",
                  ],
                },
              ],
            },
          ],
        },
        exitCode: 1,
      },
      {
        name: "@org/e2e",
        report: {
          stats: { expected: 1, unexpected: 1 },
          suites: [
            {
              title: "tests/inbox.spec.ts",
              file: "tests/inbox.spec.ts",
              specs: [],
              suites: [
                {
                  title: "the inbox",
                  file: "tests/inbox.spec.ts",
                  specs: [
                    {
                      title: "lists a miss",
                      file: "tests/inbox.spec.ts",
                      tests: [{ status: "expected" }],
                    },
                    {
                      title: "marks it fixed",
                      file: "tests/inbox.spec.ts",
                      tests: [
                        {
                          status: "unexpected",
                          results: [
                            {
                              error: { message: "Error: expect(locator).toBeVisible()\nCall log" },
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        exitCode: 1,
      },
    ]);
    assert.deepEqual(result.failures, [
      "@org/bench › server.bench-check.test.ts › server benchmark on PGlite answers 50 visitors within 100 ms: AssertionError: p95: 130 ms, limit 100 ms",
      "@org/e2e › tests/inbox.spec.ts › the inbox › marks it fixed: Error: expect(locator).toBeVisible()",
    ]);
  });
});
