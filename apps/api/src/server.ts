import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/app-env";

export interface RunningServer {
  /** e.g. http://127.0.0.1:8000 */
  url: string;
  port: number;
  /** Answers with `app` from now on: a server that listened while it started is ready. */
  serve(app: Hono<AppEnv>): void;
  /**
   * Stops accepting connections and resolves once the requests in flight have been answered
   * (connections still busy after `graceMs` are cut).
   */
  close(graceMs?: number): Promise<void>;
}

export function listen(
  app: Hono<AppEnv>,
  options: { port: number; host: string },
): Promise<RunningServer> {
  let current = app;
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch: (request, env) => current.fetch(request, env),
      port: options.port,
      hostname: options.host,
    }) as Server;
    server.once("error", reject);
    server.once("listening", () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(":") ? `[${options.host}]` : options.host;
      resolve({
        url: `http://${host}:${port}`,
        port,
        serve: (ready) => {
          current = ready;
        },
        close: (graceMs = 10_000) =>
          new Promise<void>((done, fail) => {
            const force = setTimeout(() => server.closeAllConnections(), graceMs);
            force.unref();
            server.close((error) => {
              clearTimeout(force);
              if (error) fail(error);
              else done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
