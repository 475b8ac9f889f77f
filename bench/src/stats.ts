export interface LatencySummary {
  /** Timed calls. */
  count: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  maxMs: number;
}

/** Nearest-rank percentile of `values` (0 < p <= 100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarise(durationsMs: readonly number[]): LatencySummary {
  const total = durationsMs.reduce((sum, value) => sum + value, 0);
  return {
    count: durationsMs.length,
    p50Ms: round(percentile(durationsMs, 50)),
    p95Ms: round(percentile(durationsMs, 95)),
    meanMs: round(durationsMs.length > 0 ? total / durationsMs.length : Number.NaN),
    maxMs: round(Math.max(...durationsMs)),
  };
}

/** Runs `work` once per item, in order, and answers each call's duration in milliseconds. */
export async function timeEach<T>(
  items: readonly T[],
  work: (item: T) => unknown,
): Promise<number[]> {
  const durations: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await work(item);
    durations.push(performance.now() - start);
  }
  return durations;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
