import { performance } from "node:perf_hooks";

/**
 * For a long run of synchronous work done piece by piece: the returned function, awaited
 * between pieces, gives the event loop a turn once `sliceMs` have passed since the last one, so
 * that requests and timers are not held back by it.
 */
export function timeSlicer(sliceMs = 10): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
