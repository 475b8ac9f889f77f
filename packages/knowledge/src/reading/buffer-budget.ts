/** How often the buffers of a reading are counted while it waits on asynchronous work. */
const CHECK_INTERVAL_MS = 20;
/** How much may be allocated through the constructors between two counts. */
const CHECK_EVERY_BYTES = 4 * 1024 * 1024;

const CONSTRUCTORS = [
  "ArrayBuffer",
  "Uint8Array",
  "Uint8ClampedArray",
  "Int8Array",
  "Uint16Array",
  "Int16Array",
  "Uint32Array",
  "Int32Array",
  "Float32Array",
  "Float64Array",
] as const;

export interface BufferBudget {
  /** From now on, buffers may grow by `bytes` at most. */
  start(bytes: number): void;
  stop(): void;
}

/**
 * Bounds the buffers of this thread (ArrayBuffers, typed arrays, Node's buffers), which a
 * worker's heap limit does not count: a PDF's streams are decompressed into them, by Node's
 * DecompressionStream in chunks or by pdf.js into one buffer grown as it goes, so that they alone
 * bound what a small file may expand to. They are counted every CHECK_INTERVAL_MS, and at once
 * for a buffer asked for by its length; past the budget, `onExceeded` is called (once per budget)
 * and the buffer refused. The reader catches the refusal and goes on: `onExceeded` must end the
 * reading itself.
 */
export function bufferBudget(onExceeded: () => void): BufferBudget {
  let ceiling = Number.POSITIVE_INFINITY;
  let allowance = Number.POSITIVE_INFINITY;
  let allocatedSinceCount = 0;
  let exceeded = false;
  const exceed = () => {
    if (!exceeded) onExceeded();
    exceeded = true;
  };
  const inUse = () => process.memoryUsage().arrayBuffers;

  for (const name of CONSTRUCTORS) {
    const original = globalThis[name];
    const bytesPerElement = "BYTES_PER_ELEMENT" in original ? original.BYTES_PER_ELEMENT : 1;
    globalThis[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        const [length] = args;
        if (typeof length === "number" && Number.isFinite(ceiling)) {
          const bytes = length * bytesPerElement;
          allocatedSinceCount += bytes;
          const counted = allocatedSinceCount >= CHECK_EVERY_BYTES;
          if (counted) allocatedSinceCount = 0;
          if (bytes > allowance || (counted && inUse() + bytes > ceiling)) {
            exceed();
            throw new RangeError("The reader's buffers went past their budget.");
          }
        }
        return Reflect.construct(target, args, newTarget);
      },
    }) as never;
  }
  setInterval(() => {
    if (inUse() > ceiling) exceed();
  }, CHECK_INTERVAL_MS).unref();

  return {
    start(bytes) {
      allowance = bytes;
      ceiling = inUse() + bytes;
      allocatedSinceCount = 0;
      exceeded = false;
    },
    stop() {
      allowance = Number.POSITIVE_INFINITY;
      ceiling = Number.POSITIVE_INFINITY;
    },
  };
}
