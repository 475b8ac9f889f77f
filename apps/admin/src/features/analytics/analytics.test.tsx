import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { accountFixture, botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const READER = ["bots.view_bot", "chats.view_analytics"];

/** Monday 10 March 2025, mid-afternoon here: the periods count back from that day. */
const TODAY = new Date(2025, 2, 10, 15, 30);

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const api = scriptedApiForEachTest();

// The screen's code, its chart library with it, is loaded once before the tests, as the route
// loads it in the app: on a busy machine, reading those modules alone can outlast a first
// screen's wait.
beforeAll(async () => {
  await import("@/routes/analytics");
}, 60_000);

beforeEach(() => {
  // Only the clock: the requests and the screen's timers run as usual.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  api.on("GET", "/api/accounts/", { json: paged([accountFixture(2, "Ville de Lyon")]) });
  api.on("GET", "/api/bots/", {
    json: paged([botFixture(3, "Mairie"), botFixture(5, "Médiathèque")]),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function figures(overrides: Record<string, number> = {}) {
  return {
    conversations: 0,
    questions: 0,
    no_answer: 0,
    likes: 0,
    dislikes: 0,
    curated: 0,
    ...overrides,
  };
}

const REPORT = {
  interval: "day",
  time_zone: TIME_ZONE,
  since: "2025-03-08T00:00:00+01:00",
  until: "2025-03-10T15:30:00+01:00",
  totals: figures({
    conversations: 12,
    questions: 40,
    no_answer: 10,
    likes: 7,
    dislikes: 2,
    curated: 5,
  }),
  series: [
    { period: "2025-03-08", ...figures({ conversations: 2, questions: 8, no_answer: 3 }) },
    { period: "2025-03-09", ...figures() },
    {
      period: "2025-03-10",
      ...figures({
        conversations: 10,
        questions: 32,
        no_answer: 7,
        likes: 7,
        dislikes: 2,
        curated: 5,
      }),
    },
  ],
  top_questions: [
    { question: "Quels sont les horaires de la mairie ?", asked: 9 },
    { question: "Comment refaire ma carte d'identité ?", asked: 4 },
  ],
  top_pages: [
    {
      url: "",
      knowledge_base: { id: 4, name: "Guide des démarches", type: "document" },
      cited: 8,
    },
    { url: "https://example.org/horaires", knowledge_base: null, cited: 6 },
    { url: "", knowledge_base: { id: 3, name: "Mairie de Valbrune", type: "text" }, cited: 2 },
  ],
};

const EMPTY_REPORT = {
  ...REPORT,
  totals: figures(),
  series: REPORT.series.map(({ period }) => ({ period, ...figures() })),
  top_questions: [],
  top_pages: [],
};

/** The moment a period of `days` starts, seen from TODAY: midnight here, today counting as one. */
function since(days: number) {
  return new Date(2025, 2, 10 - (days - 1)).toISOString();
}

function reportRequests() {
  return api.requests.filter((request) => request.path === "/api/analytics/");
}

/** Picks an option of a filter, and waits for the screen to show it (it reads it from the address). */
async function pick(select: string, option: string) {
  const combobox = screen.getByRole("combobox", { name: select });
  fireEvent.keyDown(combobox, { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(combobox.textContent).toBe(option));
}

function figure(title: string) {
  const card = screen.getByRole("heading", { level: 2, name: title }).parentElement;
  if (!card) throw new Error(`No card ${title}`);
  return card.textContent;
}

describe("the statistics", () => {
  it("shows the totals, each day's figures and the most asked questions and cited pages", async () => {
    api.on("GET", "/api/analytics/", { json: REPORT });
    renderAdmin("/analytics", { apiUrl: api.url, permissions: READER });

    await screen.findByRole("region", { name: "Chiffres de la période" }, FIRST_SCREEN);
    expect(figure("Conversations")).toContain("12");
    expect(figure("Questions")).toContain("40questions posées");
    expect(figure("Taux de «\u00a0Je ne sais pas\u00a0»")).toMatch(
      /25\s?%10 questions sans réponse/,
    );
    expect(figure("J'aime / Je n'aime pas")).toContain("7 / 2");
    expect(figure("Réponses validées données")).toContain("5sur 40 questions");

    const chart = screen.getByRole("table", { name: "Questions et réponses" });
    const rows = within(chart)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "JourQuestions«\u00a0Je ne sais pas\u00a0»Réponses validées",
      "8 mars 2025830",
      "9 mars 2025000",
      "10 mars 20253275",
    ]);
    expect(screen.getByRole("table", { name: "Avis des visiteurs" }).textContent).toContain(
      "10 mars 202572",
    );
    const questions = screen.getByRole("region", { name: "Questions les plus posées" });
    expect(
      within(questions)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Quels sont les horaires de la mairie ?", "Comment refaire ma carte d'identité ?"]);
    expect(questions.textContent).toContain("9 fois");
    // Every source cited: a document and a text by their names, a page by its address.
    const sources = screen.getByRole("region", { name: "Sources les plus citées" });
    expect(
      within(sources)
        .getAllByRole("row")
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ["Guide des démarchesDocument", "8 fois"],
      ["https://example.org/horaires", "6 fois"],
      ["Mairie de ValbruneTexte", "2 fois"],
    ]);
    expect(within(sources).getByRole("link").getAttribute("href")).toBe(
      "https://example.org/horaires",
    );

    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe(
      "Tous les assistants",
    );
    expect(screen.getByRole("combobox", { name: "Période" }).textContent).toBe("30 derniers jours");
    expect(screen.getByRole("combobox", { name: "Intervalle" }).textContent).toBe("Par jour");
    expect(reportRequests().map((request) => request.query)).toEqual([
      { account: "2", since: since(30), interval: "day", time_zone: TIME_ZONE },
    ]);
  });

  it("asks for the assistant, period and interval chosen, and keeps them in the address", async () => {
    api.on("GET", "/api/analytics/", { json: REPORT });
    const app = renderAdmin("/analytics", { apiUrl: api.url, permissions: READER });
    await screen.findByRole("region", { name: "Chiffres de la période" }, FIRST_SCREEN);

    await pick("Assistant", "Médiathèque");
    await pick("Période", "7 derniers jours");
    await pick("Intervalle", "Par semaine");
    await waitFor(() =>
      expect(reportRequests().at(-1)?.query).toEqual({
        bot_id: "5",
        since: since(7),
        interval: "week",
        time_zone: TIME_ZONE,
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
      assistant: "5",
      periode: "7",
      intervalle: "semaine",
    });

    await pick("Période", "90 derniers jours");
    await pick("Assistant", "Tous les assistants");
    await waitFor(() =>
      expect(reportRequests().at(-1)?.query).toEqual({
        account: "2",
        since: since(90),
        interval: "week",
        time_zone: TIME_ZONE,
      }),
    );

    // A year at most, as the server counts it.
    await pick("Période", "12 derniers mois");
    await waitFor(() => expect(reportRequests().at(-1)?.query.since).toBe(since(365)));
  });

  it("reads the filters from the address", async () => {
    api.on("GET", "/api/analytics/", { json: { ...REPORT, interval: "week" } });
    renderAdmin("/analytics?assistant=3&periode=90&intervalle=semaine", {
      apiUrl: api.url,
      permissions: READER,
    });
    const chart = await screen.findByRole("table", { name: "Questions et réponses" }, FIRST_SCREEN);
    expect(within(chart).getAllByRole("row")[1]?.textContent).toMatch(/^Semaine du 8 mars 2025/);
    expect(reportRequests()[0]?.query).toEqual({
      bot_id: "3",
      since: since(90),
      interval: "week",
      time_zone: TIME_ZONE,
    });
  });

  it("saves the period's conversations as a CSV file", async () => {
    api.on("GET", "/api/analytics/", { json: REPORT });
    api.on("GET", "/api/analytics/conversations/", {
      json: "conversation,assistant,started_at",
      headers: { "content-type": "text/csv; charset=utf-8" },
    });
    const createObjectURL = vi.fn((_blob: Blob) => "blob:conversations");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderAdmin("/analytics?assistant=5&periode=7", {
      apiUrl: api.url,
      permissions: [...READER, "chats.view_conversation"],
    });

    const button = await screen.findByRole(
      "button",
      { name: "Exporter les conversations (CSV)" },
      FIRST_SCREEN,
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(saved).toEqual(["conversations-2025-03-04-2025-03-10.csv blob:conversations"]),
    );
    expect(
      api.requests.find((request) => request.path === "/api/analytics/conversations/")?.query,
    ).toEqual({
      bot_id: "5",
      since: since(7),
      time_zone: TIME_ZONE,
    });
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain("conversation,assistant,started_at");
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith("blob:conversations"));
  });

  it("offers no export of the conversations to a user who may not read them", async () => {
    api.on("GET", "/api/analytics/", { json: REPORT });
    renderAdmin("/analytics?assistant=5", { apiUrl: api.url, permissions: READER });
    expect(
      await screen.findByRole("region", { name: "Chiffres de la période" }, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Exporter les conversations (CSV)" })).toBeNull();
  });

  it("says when no question was asked over the period, without charts", async () => {
    api.on("GET", "/api/analytics/", { json: EMPTY_REPORT });
    renderAdmin("/analytics?assistant=3", { apiUrl: api.url, permissions: READER });
    expect(
      await screen.findByText(/Aucune question posée sur cette période à Mairie/, {}, FIRST_SCREEN),
    ).toBeTruthy();
    expect(figure("Questions")).toContain("0question posée");
    expect(figure("Taux de «\u00a0Je ne sais pas\u00a0»")).toContain("–");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows an error with a retry when the figures cannot load", async () => {
    let refusals = 1;
    api.on("GET", "/api/analytics/", () =>
      refusals-- > 0 ? { status: 403, json: { detail: "Forbidden." } } : { json: REPORT },
    );
    renderAdmin("/analytics", { apiUrl: api.url, permissions: READER });
    expect(
      await screen.findByText("Impossible de charger les statistiques.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("region", { name: "Chiffres de la période" })).toBeTruthy();
  });

  it("is an entry of the Assistants group after À améliorer, for those who may read it", async () => {
    api.on("GET", "/api/analytics/", { json: REPORT });
    renderAdmin("/analytics", {
      apiUrl: api.url,
      permissions: [...READER, "chats.view_missedquestion"],
    });
    const nav = await screen.findByRole("navigation", { name: "Navigation principale" });
    const entries = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent?.trim());
    const improvements = entries.indexOf("À améliorer");
    expect(entries.slice(improvements, improvements + 3)).toEqual([
      "À améliorer",
      "Statistiques",
      "Applications",
    ]);
    expect(within(nav).getByRole("link", { name: "Statistiques" }).getAttribute("href")).toBe(
      "/analytics",
    );
  });

  it("is refused, hidden from the navigation, to a user who may not read the statistics", async () => {
    renderAdmin("/analytics", {
      apiUrl: api.url,
      permissions: ["bots.view_bot", "chats.view_conversation"],
    });
    expect(await screen.findByText("Accès refusé", {}, FIRST_SCREEN)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "Conversations" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Statistiques" })).toBeNull();
    expect(reportRequests()).toEqual([]);
  });
});
