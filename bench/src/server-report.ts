import { budgetTable } from "./budget-table";
import { FIGURE_NAMES, type Figure, type ServerBenchResult } from "./server-bench";

const FIGURES: Figure[] = ["hello", "insert", "start", "message"];

/** The results as Markdown tables, for the terminal and the README. */
export function formatServerReport(result: ServerBenchResult): string {
  const { run, environment } = result;
  const lines = [
    `## Server benchmark (${result.mode}), ${result.startedAt.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `${environment.cpus} × ${environment.cpuModel}, Node ${environment.node}; load average ${environment.loadAverage.start} at start, ${environment.loadAverage.end} at end.`,
    `Throughput, as context: autocannon, ${run.connections} connections, an untimed warm-up of each target (at least ${run.warmUpSeconds} s, longer while its rate still climbed, at most ${run.maxWarmUpSeconds} s), then ${run.turns} turns in which each target is loaded for about ${run.sliceSeconds} s; requests/s and ratios are medians over the turns, latencies over every timed request. Knowledge base: ${run.chunks.toLocaleString("en")} chunks.`,
    `Then what visitors feel: ${run.visitors.visitors} visitors at once, each starting a session and asking ${run.visitors.questionsPerVisitor} questions, reading each answer for ${run.visitors.thinkMs[0] / 1000} to ${run.visitors.thinkMs[1] / 1000} s before the next.`,
    "",
  ];
  for (const database of result.databases) {
    lines.push(
      `### ${database.database}`,
      "",
      "| | warm-up | requests/s | p50 | p97.5 | p99 | errors | vs INSERT floor |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...FIGURES.map((figure) => {
        const summary = database.figures[figure];
        const { p50, p97_5, p99 } = summary.latencyMs;
        return `| ${FIGURE_NAMES[figure]} | ${summary.warmUpSeconds} s | ${summary.requestsPerSecond} | ${p50} ms | ${p97_5} ms | ${p99} ms | ${summary.errors} | ${Math.round(summary.ratioToInsertFloor * 100)} % |`;
      }),
      "",
      `${run.visitors.visitors} visitors at once: time to an answer p50 ${database.visitors.latency.p50Ms} ms, p95 ${database.visitors.latency.p95Ms} ms, max ${database.visitors.latency.maxMs} ms over ${database.visitors.latency.count} questions in ${database.visitors.seconds} s; ${database.visitors.errors} errors.`,
      "",
      `Rows after the run (stored / successful requests): ${Object.entries(database.rows)
        .map(([name, rows]) => `${name} ${rows.stored}/${rows.expected}`)
        .join(", ")}.`,
      "",
    );
  }
  lines.push(...budgetTable(result.budgets));
  return lines.join("\n");
}
