import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMigrations } from "../../db/migrate";
import { credentialsOf, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { placeholderEngine } from "../knowledge/placeholder-engine";

/** The migration that mends the allowed sites saved before they were stored as origins. */
const MENDING_MIGRATION = "0014_allowed_origins_normalised.sql";

describe("a bot's allowed sites", () => {
  let api: TestApi;
  let adminToken: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;

  const createBot = (allowed_origins: unknown) =>
    api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Boutique", allowed_origins },
    });
  const startFrom = (botId: number, origin: string) =>
    api.request("POST", "/api/sessions/start", {
      json: { bot_id: botId },
      headers: { Origin: origin },
    });

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("are stored as the origins browsers send, so a site saved with a slash, capitals or its default port matches", async () => {
    const created = await createBot([
      "https://Site.Example/",
      "https://site.example:443",
      "HTTP://Shop.Example:80/",
      "http://localhost:5175/",
      "https://other.example:8443",
    ]);
    expect(created.status).toBe(201);
    const stored = [
      "https://site.example",
      "http://shop.example",
      "http://localhost:5175",
      "https://other.example:8443",
    ];
    expect(created.body.allowed_origins).toEqual(stored);
    const read = await api.request("GET", `/api/bots/${created.body.id}/`, { token: adminToken });
    expect(read.body.allowed_origins).toEqual(stored);

    for (const origin of stored) {
      const started = await startFrom(created.body.id, origin);
      expect(started.status, origin).toBe(201);
      const answered = await api.request("POST", "/api/sessions/message", {
        json: { ...credentialsOf(started.body), message: "Bonjour" },
        headers: { Origin: origin },
      });
      expect(answered.status, origin).toBe(200);
    }
    expect((await startFrom(created.body.id, "https://site.example:8443")).status).toBe(403);

    const patched = await api.request("PATCH", `/api/bots/${created.body.id}/`, {
      token: adminToken,
      json: { allowed_origins: [" https://WWW.Example.org/ "] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.allowed_origins).toEqual(["https://www.example.org"]);
    expect((await startFrom(created.body.id, "https://www.example.org")).status).toBe(201);
  });

  it("refuses, in French, an address with more than an origin, and changes nothing", async () => {
    const bot = await createBot(["https://site.example"]);
    const refusals: [string, RegExp][] = [
      ["https://site.example/contact", /ni chemin ni paramètres.*https:\/\/site\.example\./],
      ["https://site.example/?lang=fr", /ni chemin ni paramètres/],
      ["https://site.example/#aide", /ni chemin ni paramètres/],
      ["https://user:secret@site.example", /ni chemin ni paramètres/],
      ["https://site.example//", /ni chemin ni paramètres/],
      ["site.example", /Commencez par https:\/\//],
      ["ftp://site.example", /Seuls les sites en https:\/\/ ou http:\/\//],
      ["https://", /n'est pas valide/],
      ["", /Saisissez l'adresse d'un site/],
    ];
    for (const [origin, message] of refusals) {
      const refused = await api.request("PATCH", `/api/bots/${bot.body.id}/`, {
        token: adminToken,
        json: { allowed_origins: ["https://shop.example", origin] },
      });
      expect(refused.status, origin).toBe(400);
      expect(Object.keys(refused.body), origin).toEqual(["allowed_origins"]);
      expect(refused.body.allowed_origins.join(" "), origin).toMatch(message);
    }
    const created = await createBot(["https://site.example/contact"]);
    expect(created.status).toBe(400);
    const read = await api.request("GET", `/api/bots/${bot.body.id}/`, { token: adminToken });
    expect(read.body.allowed_origins).toEqual(["https://site.example"]);
  });

  it("keeps each origin once, in the order given", async () => {
    const created = await createBot([
      "https://b.example",
      "https://a.example/",
      "https://B.example:443/",
    ]);
    expect(created.body.allowed_origins).toEqual(["https://b.example", "https://a.example"]);
  });

  it("are mended by a migration when they were saved as typed", async () => {
    const bot = await createBot(["https://placeholder.example"]);
    const botId = bot.body.id as number;
    // What the server stored before: a trailing slash as typed, and rows written by hand.
    await api.db.query("UPDATE bots SET allowed_origins = $2::jsonb WHERE id = $1", [
      botId,
      JSON.stringify([
        "https://site.example/",
        "https://Site.Example:443",
        "HTTP://Shop.Example:80/",
        "http://localhost:5175/",
        "https://other.example:8443/",
      ]),
    ]);
    const untouched = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: demo.accountId, name: "Partout" },
    });
    expect((await startFrom(botId, "https://site.example")).status).toBe(403);

    const migration = (await loadMigrations()).find((entry) => entry.name === MENDING_MIGRATION);
    expect(migration, MENDING_MIGRATION).toBeDefined();
    await api.db.query(migration?.sql ?? "");

    const read = await api.request("GET", `/api/bots/${botId}/`, { token: adminToken });
    expect(read.body.allowed_origins).toEqual([
      "https://site.example",
      "http://shop.example",
      "http://localhost:5175",
      "https://other.example:8443",
    ]);
    expect((await startFrom(botId, "https://site.example")).status).toBe(201);
    expect((await startFrom(botId, "http://shop.example")).status).toBe(201);
    const everywhere = await api.request("GET", `/api/bots/${untouched.body.id}/`, {
      token: adminToken,
    });
    expect(everywhere.body.allowed_origins).toEqual([]);
  });
});
