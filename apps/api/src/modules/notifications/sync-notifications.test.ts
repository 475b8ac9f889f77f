import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/app-env";
import { listen, type RunningServer } from "../../server";
import { createAccountViaApi, createSignedInUser, type TestUser } from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

const ADMIN_URL = "https://admin.example.org";

/** A small site whose pages the test rewrites between two crawls. */
interface Site {
  /** Paths linked from the home page, each a page of its own. */
  linked: string[];
  /** Every page answers 500 while true. */
  down: boolean;
}

function page(title: string, body: string, links: readonly string[] = []): string {
  const anchors = links.map((path) => `<a href="${path}">${path}</a>`).join(" ");
  return `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p>${anchors}</body></html>`;
}

/*
 * The owners of a URL knowledge base hear of its syncs that go wrong: one that fails, whether
 * asked for or run on its schedule, and one that no longer finds a large share of its pages.
 */
describe("the mails about the syncs of a site", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let server: RunningServer;
  let adminToken: string;
  let owner: TestUser;
  let optedOut: TestUser;
  let unentitled: TestUser;
  let accountId: number;
  const site: Site = { linked: [], down: false };

  const ownerMails = (name: string) =>
    smtp.mails.filter(
      (mail) => mail.to.includes(`${owner.username}@example.com`) && mail.subject.includes(name),
    );
  const syncNow = async (baseId: number) => {
    const started = await api.request("POST", `/api/url_knowledge_bases/${baseId}/ingest/`, {
      token: owner.token,
    });
    expect(started.status).toBe(202);
    return settledTask(api.url, owner.token, started.body.task);
  };
  const pageChangesOf = async (taskId: number) =>
    (await api.request("GET", `/api/tasks/${taskId}/`, { token: owner.token })).body.page_changes;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const pages = new Hono<AppEnv>()
      .use(async (c, next) => (site.down ? c.text("Panne", 500) : next()))
      .get("/", (c) => c.html(page("Accueil", "Bienvenue à la médiathèque.", site.linked)))
      .get("/:name", (c) => {
        const path = `/${c.req.param("name")}`;
        if (!site.linked.includes(path)) return c.notFound();
        return c.html(page(path.slice(1), `La rubrique ${path.slice(1)} de la médiathèque.`));
      });
    server = await listen(pages, { port: 0, host: "127.0.0.1" });
    api = await startTestApi({
      config: {
        mail: smtp.mailConfig,
        adminUrl: ADMIN_URL,
        crawlAllowedHosts: ["127.0.0.1"],
        syncCheckSeconds: 1,
      },
      taskPollIntervalMs: 100,
    });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    accountId = await createAccountViaApi(api, adminToken, "Médiathèque");
    const permissions = ["bots.view_bot" as const, "knowledge_bases.add_urlknowledge" as const];
    owner = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions,
      prefix: "proprietaire",
    });
    optedOut = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      permissions,
      prefix: "discret",
    });
    // Without bots.view_bot, the knowledge bases cannot be read.
    unentitled = await createSignedInUser(api, adminToken, {
      accounts: [accountId],
      prefix: "sansdroit",
    });
    const off = await api.request("PATCH", "/api/auth/me/", {
      token: optedOut.token,
      json: { preferences: { notifications: { sync_pages_removed_email: false } } },
    });
    expect(off.status).toBe(200);
    expect(off.body.preferences.notifications).toMatchObject({
      ingestion_failed_email: true,
      sync_pages_removed_email: false,
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await server?.close();
  });

  it("tells the owner when a sync no longer finds a quarter of the pages, not when a few change", async () => {
    site.linked = ["/horaires", "/tarifs", "/agenda", "/contact", "/acces", "/ateliers", "/jeux"];
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token: owner.token,
      json: { name: "Site <médiathèque>", url: `${server.url}/`, account: accountId },
    });
    expect(created.status).toBe(201);
    const baseId: number = created.body.id;
    expect((await settledTask(api.url, owner.token, created.body.task)).status).toBe("succeeded");

    // One page of eight gone: below a quarter, nothing is mailed.
    site.linked = site.linked.filter((path) => path !== "/jeux");
    const small = await syncNow(baseId);
    expect(small.status).toBe("succeeded");
    // The home page links one page less: changed.
    expect(await pageChangesOf(small.id)).toEqual({
      added: 0,
      changed: 1,
      removed: 1,
      unchanged: 6,
      failed: 0,
    });

    // Two of the seven left: more than a quarter.
    site.linked = site.linked.filter((path) => path !== "/ateliers" && path !== "/acces");
    const large = await syncNow(baseId);
    expect(await pageChangesOf(large.id)).toEqual({
      added: 0,
      changed: 1,
      removed: 2,
      unchanged: 4,
      failed: 0,
    });

    // The base's history of syncs: newest first, each with what it did to the pages.
    const history = await api.request("GET", `/api/tasks/?knowledge_base=${baseId}`, {
      token: owner.token,
    });
    expect(
      history.body.results.map((task: { id: number; status: string; page_changes: unknown }) => [
        task.id,
        task.status,
        task.page_changes,
      ]),
    ).toEqual([
      [large.id, "succeeded", { added: 0, changed: 1, removed: 2, unchanged: 4, failed: 0 }],
      [small.id, "succeeded", { added: 0, changed: 1, removed: 1, unchanged: 6, failed: 0 }],
      [
        created.body.task,
        "succeeded",
        { added: 8, changed: 0, removed: 0, unchanged: 0, failed: 0 },
      ],
    ]);
    const outsider = await createSignedInUser(api, adminToken, {
      accounts: [await createAccountViaApi(api, adminToken, "Voisins")],
      permissions: ["bots.view_bot"],
      prefix: "voisin",
    });
    const hidden = await api.request("GET", `/api/tasks/?knowledge_base=${baseId}`, {
      token: outsider.token,
    });
    expect(hidden.body).toMatchObject({ count: 0, results: [] });

    const mail = await smtp.waitFor((sent) => sent.to.includes(`${owner.username}@example.com`));
    expect(mail.subject).toBe("«\u00a0Site <médiathèque>\u00a0»\u00a0: 2 pages sur 7 retirées");
    expect(mail.text).toContain(`Bonjour ${owner.username},`);
    expect(mail.text).toContain(
      "La dernière synchronisation de la base de connaissances «\u00a0Site <médiathèque>\u00a0» n'a plus trouvé 2 pages sur 7 qu'elle contenait.",
    );
    expect(mail.text).toContain(`${ADMIN_URL}/knowledge_bases?base=${baseId}`);
    expect(mail.text).toContain(`${ADMIN_URL}/settings/notifications`);
    expect(mail.html).toContain("Site &lt;médiathèque&gt;");
    // Mails of one sync are sent together: give an unwanted one the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ownerMails("Site <médiathèque>")).toHaveLength(1);
    expect(smtp.mails.flatMap((sent) => sent.to)).not.toContain(`${optedOut.username}@example.com`);
    expect(smtp.mails.flatMap((sent) => sent.to)).not.toContain(
      `${unentitled.username}@example.com`,
    );
  });

  it("tells the owner when a scheduled sync fails, as one asked for", async () => {
    site.down = false;
    site.linked = ["/horaires"];
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token: owner.token,
      json: { name: "Agenda culturel", url: `${server.url}/`, account: accountId },
    });
    const baseId: number = created.body.id;
    expect((await settledTask(api.url, owner.token, created.body.task)).status).toBe("succeeded");
    const scheduled = await api.request("PUT", `/api/url_knowledge_bases/${baseId}/schedule/`, {
      token: owner.token,
      json: { frequency: "weekly", hour: 4, weekday: 3 },
    });
    expect(scheduled.status).toBe(200);

    site.down = true;
    // The schedule's time has come: the next check of the schedules crawls it.
    await api.db.query(
      "UPDATE knowledge_bases SET next_sync_at = now() - interval '1 minute' WHERE id = $1",
      [baseId],
    );
    const failure = await smtp.waitFor(
      (sent) =>
        sent.to.includes(`${owner.username}@example.com`) &&
        sent.subject === "Échec de l'ingestion de «\u00a0Agenda culturel\u00a0»",
      10_000,
    );
    expect(failure.text).toContain("Aucune page du site n'a pu être lue.");
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${baseId}`, {
      token: owner.token,
    });
    expect(tasks.body.results.map((task: { status: string }) => task.status)).toEqual([
      "failed",
      "succeeded",
    ]);
    // The failure keeps the pages it had: no mail about pages removed.
    expect(ownerMails("Agenda culturel")).toHaveLength(1);

    // Asked for by hand, the same failure is told the same way.
    expect((await syncNow(baseId)).status).toBe("failed");
    await smtp.waitFor(() => ownerMails("Agenda culturel").length === 2);
    site.down = false;
  });
});
