import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  port: number;
  /** Paths requested so far, in order. */
  requested: string[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with an ephemeral port, for tests. */
export async function startLocalServer(
  handle: (request: IncomingMessage, response: ServerResponse, server: LocalServer) => void,
): Promise<LocalServer> {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    requested.push(request.url ?? "");
    handle(request, response, local);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const local: LocalServer = {
    origin: `http://127.0.0.1:${port}`,
    port,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return local;
}

/** Reads a request body as JSON. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString("utf8"));
}
