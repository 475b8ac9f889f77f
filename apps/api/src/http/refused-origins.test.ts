import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, logLines, type RunningApi, startApiProcess } from "../testing/api-process";

const BACK_OFFICE = "https://admin.example.org";
const REFUSED_MESSAGE =
  "A page of an origin outside CORS_ORIGINS was refused: add it there if it is yours";

/* An operator whose CORS_ORIGINS misses an address reads it in the logs, once per address. */
describe.skipIf(process.env.API_TEST_DATABASE === "postgres")("refused origins", () => {
  let dataDir: string;
  let api: RunningApi;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "api-origins-"));
    api = await startApiProcess({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ADMIN_PASSWORD: "admin-password-for-origins-1",
      CORS_ORIGINS: BACK_OFFICE,
    });
  }, 90_000);
  afterAll(async () => {
    api?.child.kill("SIGTERM");
    await api?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("logs each refused origin once, at warn, and never the allowed ones", async () => {
    const signIn = (origin: string) =>
      fetch(`${api.url}/api/auth/login/`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "admin-password-for-origins-1" }),
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await signIn("http://localhost:5173");
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    }
    await fetch(`${api.url}/api/auth/login/`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    const other = await fetch(`${api.url}/api/bots/`, {
      headers: { Origin: "https://other.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const allowed = await signIn(BACK_OFFICE);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(BACK_OFFICE);
    // The widget's endpoints answer any site: nothing to report.
    await fetch(`${api.url}/api/bots/1/appearance/`, {
      headers: { Origin: "https://shop.example" },
    });

    const reports = await refusals(api, 2);
    expect(reports).toEqual([
      expect.objectContaining({
        level: "warn",
        origin: "http://localhost:5173",
        method: "POST",
        path: "/api/auth/login/",
      }),
      expect.objectContaining({
        level: "warn",
        origin: "https://other.example",
        method: "GET",
        path: "/api/bots/",
      }),
    ]);
  });
});

/** The refused-origin lines the server wrote, once `count` of them are there (or 10 s went). */
async function refusals(api: RunningApi, count: number): Promise<Record<string, unknown>[]> {
  const read = () => logLines(api.output()).filter((line) => line.msg === REFUSED_MESSAGE);
  const deadline = Date.now() + 10_000;
  while (read().length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A moment more, so that a line logged twice would be there too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return read();
}
