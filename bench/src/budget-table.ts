/** A budget as the reports print it. */
export interface BudgetLine {
  name: string;
  limit: string;
  measured: string;
  pass: boolean;
}

/** The "Budgets" section of a report, as markdown lines. */
export function budgetTable(budgets: readonly BudgetLine[]): string[] {
  return [
    "### Budgets",
    "",
    "| budget | limit | measured | |",
    "|---|---|---|---|",
    ...budgets.map(
      (budget) =>
        `| ${budget.name} | ${budget.limit} | ${budget.measured} | ${budget.pass ? "pass" : "**FAIL**"} |`,
    ),
    "",
  ];
}
