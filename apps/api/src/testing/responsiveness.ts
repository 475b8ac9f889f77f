import { readFileSync } from "node:fs";

/**
 * How the server in this process kept up while some work ran: the slowest answer of
 * `/api/health/` (asked every 50 ms; Infinity when one failed), the longest a timer due every
 * 10 ms came late (the longest turn of the event loop something held) and the largest growth of
 * the process's resident memory.
 *
 * Times are the server's own: the time its thread spent waiting for a processor held by other
 * programs (a busy shared machine) is taken out, as Linux counts it per thread.
 */
export interface Responsiveness {
  slowestHealthMs: number;
  healthChecks: number;
  longestStallMs: number;
  rssGrowthBytes: number;
  /** How long the thread waited for a processor meanwhile, taken out of the times above. */
  processorWaitMs: number;
}

const HEALTH_INTERVAL_MS = 50;
const PROBE_INTERVAL_MS = 10;

/** Nanoseconds this process's main thread has waited for a processor while ready to run. */
function processorWaitNs(): number {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8").split(" ");
    return Number(fields[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Runs `work` while measuring the server at `apiUrl`, which runs in this process (startTestApi):
 * whatever holds its event loop holds the probes too. The test must do nothing heavy of its own
 * meanwhile (build its files before).
 */
export async function measureResponsiveness<T>(
  apiUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T } & Responsiveness> {
  const startRss = process.memoryUsage.rss();
  const startWaitNs = processorWaitNs();
  let peakRss = startRss;
  let longestStallMs = 0;
  let lastTick = performance.now();
  let lastWaitNs = startWaitNs;
  const probe = setInterval(() => {
    const now = performance.now();
    const waitNs = processorWaitNs();
    const late = now - lastTick - PROBE_INTERVAL_MS - (waitNs - lastWaitNs) / 1e6;
    longestStallMs = Math.max(longestStallMs, late);
    lastTick = now;
    lastWaitNs = waitNs;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, PROBE_INTERVAL_MS);

  let polling = true;
  let slowestHealthMs = 0;
  let healthChecks = 0;
  const poll = (async () => {
    while (polling) {
      const sent = performance.now();
      const sentWaitNs = processorWaitNs();
      // A check that fails (a connection the server dropped) counts as never answered.
      const answered = await fetch(`${apiUrl}/api/health/`)
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status === 200;
        })
        .catch(() => false);
      const elapsed = performance.now() - sent - (processorWaitNs() - sentWaitNs) / 1e6;
      slowestHealthMs = Math.max(slowestHealthMs, answered ? elapsed : Number.POSITIVE_INFINITY);
      healthChecks += 1;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
    }
  })();

  try {
    const result = await work();
    // A turn held at the very end is measured when the probe's next turn comes: let it come.
    await new Promise((resolve) => setTimeout(resolve, 3 * PROBE_INTERVAL_MS));
    return {
      result,
      slowestHealthMs,
      healthChecks,
      longestStallMs,
      rssGrowthBytes: peakRss - startRss,
      processorWaitMs: (processorWaitNs() - startWaitNs) / 1e6,
    };
  } finally {
    polling = false;
    clearInterval(probe);
    await poll;
  }
}
