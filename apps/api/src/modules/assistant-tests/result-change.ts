// How a test's result in a run compares with the run before it (the latest run of the same bot
// that ended before it and asked that test as it is now): the SQL both the tests and the runs
// read it with.

/**
 * Whether the run (a task's alias) asked the test as it is now, given the SQL of the test's
 * `updated_at`: a run begun before the test was last changed asked another question, or expected
 * another answer, so its result says nothing of the test as it is.
 */
export const askedAsItIs = (run: string, testUpdatedAt: string) =>
  `${run}.started_at >= ${testUpdatedAt}`;

/**
 * A lateral join, named `before`, on the result of the same test in the run before the one of
 * the result `r` (an `assistant_test_results` row whose run is the task `run`), among the runs
 * that asked the test as it is now (see askedAsItIs).
 */
export const RESULT_BEFORE = `LEFT JOIN LATERAL (
    SELECT pr.passed FROM assistant_test_results pr JOIN tasks pt ON pt.id = pr.task_id
     WHERE pr.test_id = r.test_id AND pt.bot_id = run.bot_id AND pt.kind = 'assistant_test'
       AND pt.status = 'succeeded' AND pt.id < run.id
       AND ${askedAsItIs("pt", "(SELECT e.updated_at FROM assistant_tests e WHERE e.id = r.test_id)")}
     ORDER BY pt.id DESC LIMIT 1) before ON true`;

/** The change of `r` since `before` (see RESULT_BEFORE), as `testChangeSchema` names it. */
export const RESULT_CHANGE = `CASE
    WHEN before.passed IS NULL THEN 'new'
    WHEN before.passed AND NOT r.passed THEN 'regressed'
    WHEN NOT before.passed AND r.passed THEN 'fixed'
    ELSE 'same' END`;
