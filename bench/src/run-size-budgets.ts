import { formatSizeTable, measureAll, withinBudget } from "./size-budgets";

// Prints the shipped sizes against their budgets; fails when one is over.
const figures = await measureAll();
console.info(formatSizeTable(figures));
const over = figures.filter((figure) => !withinBudget(figure));
if (over.length > 0) {
  console.error(`Over budget: ${over.map((figure) => figure.name).join(", ")}`);
  process.exitCode = 1;
}
