import autocannon from "autocannon";
import { percentile, round } from "./stats";

/** One kind of request, sent over and over; `setupRequest` may vary it from one to the next. */
export interface LoadTarget {
  url: string;
  request: autocannon.Request;
}

export interface LoadFigures {
  /** Median over the timed slices of responses per second of wall time. */
  requestsPerSecond: number;
  /** Requests per second of each timed slice, in order. */
  sliceRates: number[];
  latencyMs: { p50: number; p97_5: number; p99: number };
  /** Timed requests. */
  requests: number;
  /** How long the warm-up took. */
  warmUpSeconds: number;
  /** Requests sent in all, warm-up included: each is answered before its slice ends. */
  sent: number;
  /** Among `sent`: 2xx responses. */
  succeeded: number;
  /** Among `sent`: responses other than 2xx, connection errors and timeouts. */
  errors: { non2xx: number; connection: number; timeouts: number };
}

/**
 * A target loaded in slices with autocannon, so that several targets can take turns and share
 * whatever else the machine is doing. Each slice sends an exact number of requests (as many as
 * the previous slice's rate sends in the time asked) and waits for every answer, so that the
 * rows they write can be counted afterwards.
 */
export interface LoadSeries {
  /**
   * Untimed slices of a second for at least `seconds`, then until the rate stops climbing (a
   * slice no more than `STEADY_GAIN` faster than the one before) or `maxSeconds` have passed:
   * a server compiles its hot code and fills its caches over its first thousands of requests.
   */
  warmUp(seconds: number, maxSeconds: number): Promise<void>;
  /** One timed slice of about `seconds`; answers its requests per second. */
  slice(seconds: number): Promise<number>;
  figures(): LoadFigures;
}

type Run = autocannon.Instance & PromiseLike<autocannon.Result>;

/** Requests per connection in the first slice, before any rate is known. */
const FIRST_SLICE_PER_CONNECTION = 5;
/** A warm-up slice at most this much faster than the one before means the rate is steady. */
const STEADY_GAIN = 1.1;

export function loadSeries(target: LoadTarget, connections: number): LoadSeries {
  const latencies: number[] = [];
  const sliceRates: number[] = [];
  const totals = { requests: 0, sent: 0, succeeded: 0, non2xx: 0, connection: 0, timeouts: 0 };
  let rate = 0;
  let warmUpSeconds = 0;

  const send = async (seconds: number, timed: boolean) => {
    const amount = Math.max(
      connections,
      rate > 0 ? Math.round(rate * seconds) : connections * FIRST_SLICE_PER_CONNECTION,
    );
    const started = performance.now();
    let lastResponse = started;
    const run = autocannon({
      url: target.url,
      connections,
      amount,
      requests: [target.request],
      // The result is handed over at the next sample tick once the last answer is in.
      sampleInt: 50,
      timeout: 30,
    }) as unknown as Run;
    run.on("response", (_client, _status, _bytes, responseTime) => {
      lastResponse = performance.now();
      if (timed) latencies.push(responseTime);
    });
    const result = await run;
    rate = result.requests.total / ((lastResponse - started) / 1000);
    totals.sent += result.requests.total + result.errors;
    totals.succeeded += result["2xx"];
    totals.non2xx += result.non2xx;
    totals.connection += result.errors - result.timeouts;
    totals.timeouts += result.timeouts;
    if (timed) {
      totals.requests += result.requests.total;
      sliceRates.push(round(rate, 1));
    }
    return rate;
  };

  return {
    async warmUp(seconds, maxSeconds) {
      const started = performance.now();
      const elapsed = () => (performance.now() - started) / 1000;
      let previous = 0;
      let current = 0;
      do {
        previous = current;
        current = await send(1, false);
      } while (
        elapsed() < seconds ||
        (elapsed() < maxSeconds && (previous === 0 || current > previous * STEADY_GAIN))
      );
      warmUpSeconds = round(elapsed(), 1);
    },
    slice: (seconds) => send(seconds, true),
    figures: () => ({
      requestsPerSecond: percentile(sliceRates, 50),
      sliceRates,
      latencyMs: {
        p50: round(percentile(latencies, 50), 1),
        p97_5: round(percentile(latencies, 97.5), 1),
        p99: round(percentile(latencies, 99), 1),
      },
      requests: totals.requests,
      warmUpSeconds,
      sent: totals.sent,
      succeeded: totals.succeeded,
      errors: { non2xx: totals.non2xx, connection: totals.connection, timeouts: totals.timeouts },
    }),
  };
}
