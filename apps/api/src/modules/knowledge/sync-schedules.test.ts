import type { TextKnowledgeApi } from "@org/api-client";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/app-env";
import { listen, type RunningServer } from "../../server";
import { createAccountViaApi } from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

/** The hour, weekday (1 Monday … 7 Sunday) and day of a moment in a time zone. */
function localParts(moment: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  }).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  return {
    hour: Number(part("hour")),
    minute: Number(part("minute")),
    weekday: weekdays.indexOf(part("weekday")) + 1,
  };
}

const HOUR_MS = 3_600_000;

/*
 * Sites crawled again on their schedules: daily or weekly at an hour of the account's time zone,
 * queued once when due, and once when missed while the server was down.
 */
describe("the schedules of URL knowledge bases", () => {
  let api: TestApi;
  let site: RunningServer;
  let token: string;
  let account: number;
  let baseId: number;

  const schedule = (json: Record<string, unknown>, id = baseId) =>
    api.request<TextKnowledgeApi>("PUT", `/api/url_knowledge_bases/${id}/schedule/`, {
      token,
      json,
    });
  const tasksOf = async (id = baseId) =>
    (
      await api.request<{ results: { id: number; status: string }[] }>(
        "GET",
        `/api/tasks/?knowledge_base=${id}`,
        { token },
      )
    ).body.results;

  beforeAll(async () => {
    const pages = new Hono<AppEnv>().get("*", (c) =>
      c.html("<html><body><h1>Mairie</h1><p>Ouverte du lundi au vendredi.</p></body></html>"),
    );
    site = await listen(pages, { port: 0, host: "127.0.0.1" });
    api = await startTestApi({
      config: { crawlAllowedHosts: ["127.0.0.1"], syncCheckSeconds: 1 },
      taskPollIntervalMs: 100,
    });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    account = await createAccountViaApi(api, token, "Valbrune");
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Site", url: `${site.url}/`, account },
    });
    baseId = created.body.id;
    await settledTask(api.url, token, created.body.task);
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  it("is off until set, then due at the next hour asked for, in the account's time zone", async () => {
    const read = await api.request<TextKnowledgeApi>(
      "GET",
      `/api/text_knowledge_bases/${baseId}/`,
      {
        token,
      },
    );
    expect(read.body.sync).toEqual({
      frequency: "off",
      hour: 3,
      weekday: 1,
      next_sync_at: null,
      time_zone: "Europe/Paris",
    });

    const daily = await schedule({ frequency: "daily", hour: 5 });
    expect(daily.status).toBe(200);
    const dailyNext = daily.body.sync?.next_sync_at as string;
    expect(localParts(dailyNext, "Europe/Paris")).toMatchObject({ hour: 5, minute: 0 });
    const inDaily = Date.parse(dailyNext) - Date.now();
    expect(inDaily).toBeGreaterThan(0);
    expect(inDaily).toBeLessThanOrEqual(24 * HOUR_MS);

    const weekly = await schedule({ frequency: "weekly", hour: 22, weekday: 7 });
    const weeklyNext = weekly.body.sync?.next_sync_at as string;
    expect(localParts(weeklyNext, "Europe/Paris")).toEqual({ hour: 22, minute: 0, weekday: 7 });
    expect(Date.parse(weeklyNext) - Date.now()).toBeLessThanOrEqual(7 * 24 * HOUR_MS);

    // Another time zone for the account: the same hour there.
    const moved = await api.request("PATCH", `/api/accounts/${account}/`, {
      token,
      json: { time_zone: "Pacific/Auckland" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.time_zone).toBe("Pacific/Auckland");
    const after = await api.request<TextKnowledgeApi>(
      "GET",
      `/api/text_knowledge_bases/${baseId}/`,
      { token },
    );
    expect(after.body.sync?.time_zone).toBe("Pacific/Auckland");
    expect(localParts(after.body.sync?.next_sync_at as string, "Pacific/Auckland")).toEqual({
      hour: 22,
      minute: 0,
      weekday: 7,
    });

    const off = await schedule({ frequency: "off" });
    expect(off.body.sync).toMatchObject({ frequency: "off", next_sync_at: null });
  });

  it("refuses a schedule it cannot keep, and a time zone it does not know", async () => {
    expect((await schedule({ frequency: "daily", hour: 24 })).status).toBe(400);
    expect((await schedule({ frequency: "monthly" })).status).toBe(400);
    expect((await schedule({ frequency: "weekly", weekday: 0 })).status).toBe(400);
    const text = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "Texte", value: "Bonjour.", account },
    });
    expect((await schedule({ frequency: "daily" }, text.body.id)).status).toBe(404);
    const unknown = await api.request("PATCH", `/api/accounts/${account}/`, {
      token,
      json: { time_zone: "Mars/Olympus" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ time_zone: ['"Mars/Olympus" is not a known time zone.'] });
    // Node still knows these names; PostgreSQL 15 and PGlite no longer do.
    for (const timeZone of ["US/Pacific-New", "Canada/East-Saskatchewan"]) {
      const nodeOnly = await api.request("PATCH", `/api/accounts/${account}/`, {
        token,
        json: { time_zone: timeZone },
      });
      expect(nodeOnly.status).toBe(400);
      expect(nodeOnly.body).toEqual({ time_zone: [`"${timeZone}" is not a known time zone.`] });
    }
    expect((await schedule({ frequency: "daily", hour: 3 })).status).toBe(200);
  });

  it("crawls the site once when its time has come, even a time missed while the server was down", async () => {
    await schedule({ frequency: "daily", hour: 4 });
    const before = await tasksOf();
    // As if every instance had been down when it was due, three days ago.
    await api.db.query(
      "UPDATE knowledge_bases SET next_sync_at = now() - interval '3 days' WHERE id = $1",
      [baseId],
    );
    let after = before;
    for (let attempt = 0; attempt < 100 && after.length === before.length; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await tasksOf();
    }
    expect(after).toHaveLength(before.length + 1);
    const newest = after[0] as { id: number };
    expect(await settledTask(api.url, token, newest.id)).toMatchObject({
      status: "succeeded",
      trigger: "scheduled",
    });
    // Once: the schedule moved on to its next time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await tasksOf()).toHaveLength(before.length + 1);
    const read = await api.request<TextKnowledgeApi>(
      "GET",
      `/api/text_knowledge_bases/${baseId}/`,
      {
        token,
      },
    );
    expect(Date.parse(read.body.sync?.next_sync_at as string)).toBeGreaterThan(Date.now());
  });
});

describe("a site crawled again", () => {
  let api: TestApi;
  let site: RunningServer;
  let token: string;
  const pages: Record<string, string> = {};
  const page = (title: string, text: string, links = "") =>
    `<html><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p>${links}</body></html>`;

  beforeAll(async () => {
    const app = new Hono<AppEnv>().get("*", (c) => {
      const html = pages[c.req.path];
      return html ? c.html(html) : c.text("Introuvable", 404);
    });
    site = await listen(app, { port: 0, host: "127.0.0.1" });
    api = await startTestApi({ config: { crawlAllowedHosts: ["127.0.0.1"] } });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  it("tells on its task which pages are new, changed, gone and unchanged", async () => {
    const links =
      '<a href="/horaires">Horaires</a> <a href="/tarifs">Tarifs</a> <a href="/plan">Plan</a>';
    pages["/"] = page("Mairie", "Bienvenue à la mairie de Valbrune.", links);
    pages["/horaires"] = page("Horaires", "La mairie ouvre de 9 h à 17 h.");
    pages["/tarifs"] = page("Tarifs", "Une photocopie coûte 20 centimes.");
    const account = await createAccountViaApi(api, token, "Valbrune");
    const created = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Site", url: `${site.url}/`, account },
    });
    const first = await settledTask(api.url, token, created.body.task);
    expect(first).toMatchObject({
      status: "succeeded",
      page_changes: { added: 3, changed: 0, removed: 0, unchanged: 0 },
      trigger: "created",
    });

    pages["/horaires"] = page("Horaires", "La mairie ouvre de 8 h 30 à 17 h.");
    delete pages["/tarifs"];
    pages["/plan"] = page("Plan", "La mairie est place de l'Église.");
    const again = await api.request("POST", `/api/url_knowledge_bases/${created.body.id}/ingest/`, {
      token,
    });
    const second = await settledTask(api.url, token, again.body.task);
    expect(second).toMatchObject({
      status: "succeeded",
      page_changes: { added: 1, changed: 1, removed: 1, unchanged: 1 },
      trigger: "manual",
    });
  });
});
