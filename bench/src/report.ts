import { budgetTable } from "./budget-table";
import { type KindScore, type QualityReport, type QuestionOutcome, rate } from "./check-set";
import type { Budget, KnowledgeBenchResult, SiteQuality, Throughput } from "./results";
import type { LatencySummary } from "./stats";

/** The results as Markdown tables, for the terminal and the README. */
export function formatReport(result: KnowledgeBenchResult): string {
  const { site, corpus, latency, ingestion, quality } = result;
  const chunks = count(corpus.chunks);
  const lines = [
    `## Knowledge benchmark (${result.mode}), ${result.startedAt.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `${result.environment.cpus} × ${result.environment.cpuModel}, Node ${result.environment.node}, ${result.environment.database}; load average ${result.environment.loadAverage.start} at start, ${result.environment.loadAverage.end} at end.`,
    `Knowledge base: ${chunks} chunks = the ${site.name} site (${site.pages} pages, ${count(site.chunks)} chunks) + ${count(corpus.generatedChunks)} generated chunks (seed ${corpus.seed}); ${count(corpus.pages)} pages in all.`,
    "",
    `### Answer latency at ${chunks} chunks (${latency.engineAnswer.count} questions, after ${latency.warmUp} untimed)`,
    "",
    "| | p50 | p95 | mean | max |",
    "|---|---:|---:|---:|---:|",
    latencyRow("engine `answerQuestion` (extractive)", latency.engineAnswer),
    ...(latency.engineRetrieve
      ? [latencyRow("engine `retrieve` alone", latency.engineRetrieve)]
      : []),
    latencyRow("BM25 baseline, top 3", latency.bm25),
    "",
    ...(latency.engineAnswerByMatchingChunks
      ? [
          "Engine answers by chunks holding at least one of the question's terms:",
          "",
          "| chunks matched | questions | p50 | p95 | mean | max |",
          "|---|---:|---:|---:|---:|---:|",
          ...latency.engineAnswerByMatchingChunks.map(
            (bucket) =>
              `| ${bucket.matchingChunks} | ${bucket.answer.count} ${latencyRow("", bucket.answer).slice(3)}`,
          ),
          "",
        ]
      : []),
    `### At ${count(result.scale.chunks)} chunks (${count(result.scale.pages)} pages)`,
    "",
    `Load average ${result.scale.loadAverage.start} at start, ${result.scale.loadAverage.end} at end.`,
    "",
    "| | p50 | p95 | mean | max |",
    "|---|---:|---:|---:|---:|",
    latencyRow(
      `engine, extractive answer (${result.scale.answer.count} questions)`,
      result.scale.answer,
    ),
    "",
    "| | time | chunks/s | pages/s |",
    "|---|---:|---:|---:|",
    throughputRow(
      `engine \`ingestPages\`, ${count(result.scale.chunks)} chunks`,
      result.scale.ingestion,
    ),
    "",
    `Memory, resident: ${count(result.scale.memory.answeringRssMb)} MB for the process that answered (PGlite and the search index in it; ${count(result.scale.memory.answeringHeapUsedMb)} MB of JavaScript heap in use), ${count(result.scale.memory.ingestingRssMb)} MB for the one that ingested, at its end.`,
    "",
    "### Ingestion throughput",
    "",
    "| | time | chunks/s | pages/s |",
    "|---|---:|---:|---:|",
    `| crawl of the ${site.name} site (${site.pages} pages, ${site.crawlErrors.length} broken links) | ${seconds(site.crawl.ms)} | | ${site.crawl.pagesPerSecond} |`,
    throughputRow(`engine \`ingestPages\`, site (${count(site.chunks)} chunks)`, site.ingestion),
    throughputRow(`engine \`ingestPages\`, ${chunks} chunks`, ingestion.engine),
    throughputRow(`BM25 index build, ${chunks} chunks`, ingestion.bm25),
    "",
    formatQuality(quality, result.budgets),
  ];
  return lines.join("\n");
}

/**
 * Each check set's scores, the budgets, then the engine's misses and answers (as counts for a
 * held-out set).
 */
export function formatQuality(quality: readonly SiteQuality[], budgets: readonly Budget[]): string {
  return [
    ...quality.flatMap((checkSet) =>
      qualityTable(
        `### Check set: ${checkSet.name} (${checkSet.pages} ${checkSet.pages === 1 ? "document" : "pages"}, ${count(checkSet.chunks)} chunks)`,
        [
          ["engine", checkSet.engine],
          ["BM25 baseline", checkSet.bm25],
        ],
      ),
    ),
    ...ownerLoopTable(quality),
    ...budgetTable(budgets),
    ...quality.flatMap((checkSet) =>
      checkSet.heldOut ? heldOutSummary(checkSet) : missList(checkSet.name, checkSet.engine),
    ),
    ...quality.filter((checkSet) => !checkSet.heldOut).flatMap(ownerLoopMisses),
    ...quality.filter((checkSet) => checkSet.real && !checkSet.heldOut).flatMap(sampleAnswers),
  ].join("\n");
}

/**
 * A held-out set's misses and flawed answers as counts alone: whoever reads the output to
 * improve the engine does not read its questions or answers (results/check-sets.json holds them).
 */
function heldOutSummary({ name, engine, flawedAnswers, ownerLoop }: SiteQuality): string[] {
  const misses = engine.outcomes.filter(
    (outcome) => outcome.kind !== "out_of_scope" && outcome.hitRank === 0,
  ).length;
  const answered = engine.outcomes.filter(
    (outcome) => outcome.kind === "out_of_scope" && !outcome.noAnswer,
  ).length;
  return [
    `### ${name}: held out, questions and answers not printed`,
    "",
    `- misses (nothing that answers among the first 3 links): ${misses}`,
    `- out-of-scope questions answered anyway: ${answered}`,
    `- answers that read as fragments: ${flawedAnswers.length}`,
    ...(ownerLoop
      ? [
          `- after the owner's fixes, still wrong: ${ownerLoop.stillMissed.length}, captured: ${ownerLoop.captures.length}`,
        ]
      : []),
    "",
  ];
}

function qualityTable(title: string, rows: [string, QualityReport][]): string[] {
  const row = (name: string, report: QualityReport) =>
    `| ${name} | ${score(report.literal, "hitAt1")} | ${score(report.literal, "hitAt3")} | ${score(report.rephrased, "hitAt1")} | ${score(report.rephrased, "hitAt3")} | ${factScore(report, "literal")} | ${factScore(report, "rephrased")} | ${fraction(report.outOfScope.noAnswer, report.outOfScope.questions)} | ${fraction(report.literal.noAnswer + report.rephrased.noAnswer, report.literal.questions + report.rephrased.questions)} |`;
  return [
    title,
    "",
    '| | literal hit@1 | literal hit@3 | rephrased hit@1 | rephrased hit@3 | literal: answer holds the fact | rephrased: answer holds the fact | out-of-scope → "I don\'t know" | in-scope → "I don\'t know" |',
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(([name, report]) => row(name, report)),
    "",
  ];
}

function missList(siteName: string, report: QualityReport): string[] {
  const misses = report.outcomes.filter(
    (outcome) => outcome.kind !== "out_of_scope" && outcome.hitRank === 0,
  );
  const answered = report.outcomes.filter(
    (outcome) => outcome.kind === "out_of_scope" && !outcome.noAnswer,
  );
  const expected = (outcome: QuestionOutcome) =>
    outcome.pages ? outcome.pages.join(" or ") : `a passage holding "${outcome.evidence}"`;
  return [
    `### Engine misses on the ${siteName} check set (nothing that answers among the first 3 links)`,
    "",
    ...(misses.length === 0 ? ["none"] : []),
    ...misses.map(
      (miss) =>
        `- (${miss.kind}) "${miss.question}" → expected ${expected(miss)}, got ${miss.noAnswer ? '"I don\'t know"' : miss.links.join(", ")}`,
    ),
    "",
    `### Out-of-scope questions the engine answered anyway on the ${siteName} check set`,
    "",
    ...(answered.length === 0 ? ["none"] : []),
    ...answered.map((outcome) => `- "${outcome.question}" → ${outcome.links.join(", ")}`),
    "",
  ];
}

/** Answers as a visitor reads them: every fifth rephrased question, ten at most. */
function sampleAnswers(quality: SiteQuality): string[] {
  const rephrased = quality.engine.outcomes.filter((outcome) => outcome.kind === "rephrased");
  const sample = rephrased.filter((_, at) => at % 5 === 0).slice(0, SAMPLE_ANSWERS);
  return [
    `### Answers on the ${quality.name} check set, as a visitor reads them`,
    "",
    ...sample.flatMap((outcome) => [
      `**${outcome.question}**`,
      "",
      ...(outcome.answer ?? "").split("\n").map((line) => `> ${line}`),
      ">",
      `> ${outcome.links.length === 0 ? "(no link)" : outcome.links.map((link) => `[${link}]`).join(" ")}`,
      "",
    ]),
    ...(quality.flawedAnswers.length === 0
      ? []
      : [
          "Answers that read as fragments:",
          "",
          ...quality.flawedAnswers.map(
            (flawed) => `- "${flawed.question}": ${flawed.flaws.join("; ")}`,
          ),
          "",
        ]),
  ];
}

const SAMPLE_ANSWERS = 10;

function latencyRow(name: string, summary: LatencySummary): string {
  return `| ${name} | ${ms(summary.p50Ms)} | ${ms(summary.p95Ms)} | ${ms(summary.meanMs)} | ${ms(summary.maxMs)} |`;
}

function throughputRow(name: string, throughput: Throughput): string {
  return `| ${name} | ${seconds(throughput.ms)} | ${count(Math.round(throughput.chunksPerSecond))} | ${throughput.pagesPerSecond} |`;
}

function score(kind: KindScore, key: "hitAt1" | "hitAt3"): string {
  return fraction(kind[key], kind.questions);
}

/** How many answers hold their fact's evidence; "—" where the check set gives none. */
function factScore(report: QualityReport, kind: "literal" | "rephrased"): string {
  const withEvidence = report.outcomes.filter(
    (outcome) => outcome.kind === kind && outcome.evidence !== undefined,
  ).length;
  return withEvidence === 0 ? "—" : fraction(report[kind].factHeld, withEvidence);
}

function fraction(part: number, total: number): string {
  return `${part}/${total} (${Math.round(rate(part, total) * 100)} %)`;
}

function ms(value: number): string {
  return value < 1 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`;
}

function seconds(valueMs: number): string {
  return `${(valueMs / 1000).toFixed(2)} s`;
}

function count(value: number): string {
  return value.toLocaleString("en");
}

/** What curated answers to the engine's misses do, set by set (real sets). */
function ownerLoopTable(quality: readonly SiteQuality[]): string[] {
  const simulated = quality.filter((checkSet) => checkSet.ownerLoop !== undefined);
  if (simulated.length === 0) return [];
  return [
    "### The owner's loop: curated answers to the rephrased questions missed",
    "",
    "| check set | misses fixed | other wordings answered right | questions given another fact's answer |",
    "|---|---:|---:|---:|",
    ...simulated.map(({ name, ownerLoop }) => {
      const loop = ownerLoop as NonNullable<SiteQuality["ownerLoop"]>;
      return `| ${name} | ${loop.fixed} | ${fraction(loop.otherWordings.right, loop.otherWordings.asked)} | ${fraction(loop.unrelated.captured, loop.unrelated.asked)} |`;
    }),
    "",
  ];
}

/** The other wordings still answered wrong after the owner's fixes, and the wrong captures. */
function ownerLoopMisses({ name, ownerLoop }: SiteQuality): string[] {
  if (!ownerLoop) return [];
  return [
    `#### ${name}: after the owner's fixes`,
    "",
    ...ownerLoop.stillMissed.map((question) => `- still wrong: ${question}`),
    ...ownerLoop.captures.map(
      ({ question, curatedFor }) => `- captured: ${question} → the answer to « ${curatedFor} »`,
    ),
    "",
  ];
}
