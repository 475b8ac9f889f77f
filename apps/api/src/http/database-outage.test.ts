import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  freePort,
  logLines,
  type RunningApi,
  startApiProcess,
  stopApiProcesses,
} from "../testing/api-process";
import { createServerDatabase } from "../testing/test-database";

const ADMIN_PASSWORD = "admin-password-for-outage-1";

/** A TCP relay to the PostgreSQL server that the test can cut, as a network or server outage. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = (port: number) =>
    new Promise<number>((resolve) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => resolve((listening.address() as AddressInfo).port));
    });
  const port = await open(0);
  return {
    port,
    cut: async () => {
      await new Promise((resolve) => {
        server?.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => open(port),
  };
}

/*
 * PostgreSQL out of reach while the server runs: requests are told to come back (503 with
 * Retry-After), as the health check is, and everything answers again once it is back.
 */
describe.runIf(process.env.API_TEST_DATABASE === "postgres")("a database outage", () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let api: RunningApi;

  beforeAll(async () => {
    database = await createServerDatabase();
    const target = new URL(database.url);
    relay = await startRelay(target);
    const throughRelay = new URL(database.url);
    throughRelay.hostname = "127.0.0.1";
    throughRelay.port = String(relay.port);
    api = await startApiProcess({
      DATABASE_URL: throughRelay.toString(),
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD,
      LOG_LEVEL: "info",
    });
  }, 90_000);
  afterAll(async () => {
    await stopApiProcesses(api ? [api] : []);
    await relay?.cut();
    await database?.drop();
  });

  it("answers 503 with Retry-After, then as before once the database is back", async () => {
    const { token } = await callApi<{ token: string }>(api, "POST", "/api/auth/login/", {
      username: "admin",
      password: ADMIN_PASSWORD,
    });
    const bots = () =>
      fetch(`${api.url}/api/bots/`, { headers: { Authorization: `Token ${token}` } });
    const health = () => fetch(`${api.url}/api/health/`);
    expect((await bots()).status).toBe(200);
    expect((await health()).status).toBe(200);

    await relay.cut();
    for (const response of [await bots(), await health()]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
    }
    expect(await (await bots()).json()).toEqual({
      detail: "The service is temporarily unavailable. Expected available in 5 seconds.",
    });
    const session = await fetch(`${api.url}/api/sessions/start`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ bot_id: 1 }),
    });
    expect(session.status).toBe(503);

    await relay.restore();
    expect((await bots()).status).toBe(200);
    expect((await health()).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logLines(api.output());
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "Request failed: the database cannot be reached",
        path: "/api/bots/",
      }),
    );
    // Probes that pass are left out of the requests logged; the failing ones are there.
    const probes = lines.filter((line) => line.msg === "request" && line.path === "/api/health/");
    expect(probes.map((line) => line.status)).toEqual([503]);
  });
});
