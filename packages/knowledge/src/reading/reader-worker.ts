import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { MAX_DECODED_BYTES } from "../constants";
import { bufferBudget } from "./buffer-budget";
import type { ReaderReply, ReaderRequest } from "./reader-protocol";

// A reader: a worker thread that reads documents and pages one at a time, for reader-pool.ts.

const port = parentPort;
if (!port) throw new Error("reader-worker runs as a worker thread.");
const reply = (message: ReaderReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/**
 * The reader yields the processor to the thread that answers requests: on Linux, a thread is
 * given a priority of its own by its id (elsewhere it keeps the process's).
 */
function yieldToTheServer(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    if (Number.isInteger(threadId)) setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // No /proc: the reader runs at the priority of the process.
  }
}
yieldToTheServer();

const budget = bufferBudget(() =>
  reply({ type: "limit", limit: { kind: "expanded_size", value: MAX_DECODED_BYTES } }),
);

// The readers load after the budget is in place, so that every buffer they make goes through it.
const { readRequest } = await import("./read-request");
const { DocumentError } = await import("../documents/document-error");

port.on("message", async (request: ReaderRequest) => {
  // What the file expands to, beyond itself and the copy its reader makes: twice the limit, as
  // a stream is held twice while its decompressed pieces are joined.
  const input = request.kind === "document" ? request.bytes : request.body;
  budget.start(2 * MAX_DECODED_BYTES + input.byteLength);
  try {
    const { reply: read, transfer } = await readRequest(request);
    reply({ type: "read", read }, transfer);
  } catch (error) {
    if (error instanceof DocumentError) {
      const { code, message, limit } = error;
      reply({ type: "refused", code, message, ...(limit ? { limit } : {}) });
    } else {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      reply({ type: "failed", message, stack });
    }
  } finally {
    budget.stop();
  }
});
