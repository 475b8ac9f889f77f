import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import { REFUSED_BODY_DISCARD_UPLOAD_LIMITS } from "../constants";
import { PayloadTooLargeError } from "../errors";
import type { AppEnv } from "./app-env";

/**
 * The 413 of a body too large is sent at once, then the rest of that body is read and thrown
 * away, and only then does its connection close: a connection closed on bytes it has not read is
 * reset, and a client still sending (Node's fetch, among others) loses the 413 it was sent. Past
 * REFUSED_BODY_DISCARD_UPLOAD_LIMITS or `refusedBodyDiscardMs` the connection is closed all the
 * same, so that no body is read without end. A request that comes after that body on its
 * connection is not run: the connection ends with the 413 (RFC 9112, section 9.6).
 */
export function discardRefusedBodies(
  config: Pick<Config, "maxUploadBytes" | "refusedBodyDiscardMs">,
): MiddlewareHandler<AppEnv> {
  const limits = {
    maxBytes: REFUSED_BODY_DISCARD_UPLOAD_LIMITS * config.maxUploadBytes,
    deadlineMs: config.refusedBodyDiscardMs,
  };
  const closing = new WeakSet<Socket>();
  return async (c, next) => {
    const incoming = c.env?.incoming;
    // Never answered: the connection ends with the 413 before this request's turn.
    if (incoming && closing.has(incoming.socket)) return c.body(null, 400);
    await next();
    if (!(c.error instanceof PayloadTooLargeError) || !incoming) return;
    if (incoming.readableEnded || incoming.destroyed) return;
    closing.add(incoming.socket);
    const answer = new Uint8Array(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    // With its length, the answer is whole before the connection ends: a client reads it at once.
    headers.set("Content-Length", String(answer.byteLength));
    c.res = new Response(
      new ReadableStream({
        start: (controller) => controller.enqueue(answer),
        // Asked for once the answer is on its way; the response, and the connection, end after.
        pull: async (controller) => {
          await discardBody(incoming, limits);
          controller.close();
        },
      }),
      { status: c.res.status, headers },
    );
  };
}

/**
 * Reads what is left of `incoming` as it comes and keeps none of it; settles at its end, when
 * the client goes, past `maxBytes` or at `deadlineMs`.
 */
function discardBody(
  incoming: IncomingMessage,
  { maxBytes, deadlineMs }: { maxBytes: number; deadlineMs: number },
): Promise<void> {
  return new Promise((settle) => {
    let discarded = 0;
    const stop = () => {
      clearTimeout(deadline);
      incoming.off("data", discard);
      incoming.off("end", stop);
      incoming.off("close", stop);
      incoming.off("error", stop);
      settle();
    };
    const discard = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > maxBytes) stop();
    };
    const deadline = setTimeout(stop, deadlineMs);
    // A body read in part still feeds the reader it was read with, which would keep what comes:
    // as in Node's own discarding of an unread body, that reader is let go.
    incoming.removeAllListeners("data");
    incoming.on("data", discard);
    incoming.once("end", stop);
    incoming.once("close", stop);
    incoming.once("error", stop);
    incoming.resume();
  });
}
