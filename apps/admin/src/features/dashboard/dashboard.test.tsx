import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVE_ACCOUNT_STORAGE_KEY } from "@/constants";
import { accountFixture } from "@/test/fixtures";
import { renderAdmin, TEST_USER } from "@/test/render-admin";
import { paged, type ReceivedRequest } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const EVERYTHING = ["accounts.view_user", "bots.view_bot"];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
});

/** Counts as a server would page them: the filter decides the count, one row per page. */
function countBy(counts: (query: ReceivedRequest["query"]) => number) {
  return (request: ReceivedRequest) => ({ json: paged([], counts(request.query)) });
}

function knowledgeBase(id: number, name: string, type: "text" | "url", updatedAt: string) {
  return {
    id,
    name,
    type,
    value: type === "text" ? "…" : null,
    url: type === "url" ? "https://example.org" : null,
    is_active: true,
    updated_at: updatedAt,
  };
}

function card(name: string) {
  return screen.getByRole("region", { name });
}

/** Two accounts, the second (Lyon, two users) chosen in the sidebar. */
function chooseLyonOfTwoAccounts() {
  api.on("GET", "/api/accounts/", {
    json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
  });
  localStorage.setItem(
    ACTIVE_ACCOUNT_STORAGE_KEY,
    JSON.stringify({ user: TEST_USER.user_id, account: 2 }),
  );
  api.on(
    "GET",
    "/api/users/",
    countBy(() => 2),
  );
}

/** A run of an assistant's tests as the API lists it: four questions, `regressed` failing anew. */
function testRun(id: number, bot: number, regressed: number, status: string, trigger: string) {
  return {
    id,
    bot,
    status,
    trigger,
    progress_done: 4,
    progress_total: 4,
    passed: 4 - regressed,
    failed: regressed,
    regressed,
    fixed: 0,
    created_at: "2025-03-03T13:05:00Z",
    finished_at: status === "succeeded" ? "2025-03-03T13:06:00Z" : null,
    failure: null,
  };
}

describe("the dashboard", () => {
  it("shows the counts and the five most recently updated knowledge bases", async () => {
    api.on(
      "GET",
      "/api/users/",
      countBy((query) => (query.is_active === "true" ? 9 : 12)),
    );
    api.on(
      "GET",
      "/api/bots/",
      countBy((query) => (query.is_active === "true" ? 1 : 3)),
    );
    api.on("GET", "/api/text_knowledge_bases/", (request) => {
      if (request.query.ordering === "-updated_at") {
        return {
          json: paged(
            [
              knowledgeBase(8, "Horaires d'ouverture", "text", "2025-03-03T13:05:00Z"),
              knowledgeBase(5, "Site public", "url", "2025-02-14T08:30:00Z"),
            ],
            7,
          ),
        };
      }
      return { json: paged([], request.query.type === "url" ? 2 : 5) };
    });

    renderAdmin("/", { apiUrl: api.url, permissions: EVERYTHING });
    expect(await screen.findByRole("heading", { name: "Tableau de bord" })).toBeTruthy();
    expect(screen.getByText(/Bienvenue, camille/)).toBeTruthy();

    await waitFor(() => expect(card("Utilisateurs").textContent).toBe("Utilisateurs129 actifs"));
    await waitFor(() => expect(card("Assistants IA").textContent).toBe("Assistants IA31 actif"));
    await waitFor(() =>
      expect(card("Bases de connaissances").textContent).toBe(
        "Bases de connaissances75 textes · 2 URL",
      ),
    );

    const recent = card("Bases de connaissances récentes");
    await waitFor(() => expect(within(recent).getAllByRole("listitem")).toHaveLength(2));
    const [first, second] = within(recent).getAllByRole("listitem");
    expect(first?.textContent).toContain("Horaires d'ouverture");
    expect(first?.textContent).toContain("Texte");
    expect(first?.textContent).toMatch(/3 mars 2025(,| à) \d\d:05/);
    expect(second?.textContent).toContain("URL");
    // Each name opens its base, as in the list of knowledge bases.
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Horaires d'ouverture" })
        .getAttribute("href"),
    ).toBe("/knowledge_bases?base=8");

    const recentRequest = api.requests.find((request) => request.query.ordering);
    expect(recentRequest?.query).toMatchObject({ ordering: "-updated_at", page_size: "5" });
  });

  it("counts the assistants and knowledge bases of the account chosen in the sidebar, and lists its recent ones", async () => {
    chooseLyonOfTwoAccounts();
    // The demo account has one active assistant, Lyon none.
    api.on(
      "GET",
      "/api/bots/",
      countBy((query) => (query.account === "1" ? 1 : 0)),
    );
    api.on("GET", "/api/text_knowledge_bases/", ({ query }) => {
      if (query.account !== "2") {
        return {
          json: paged([knowledgeBase(1, "Base de la démo", "text", "2025-03-04T10:00:00Z")]),
        };
      }
      if (query.ordering === "-updated_at") {
        return {
          json: paged([knowledgeBase(4, "Horaires de Lyon", "text", "2025-03-03T13:05:00Z")]),
        };
      }
      return { json: paged([], query.type === "url" ? 0 : 1) };
    });
    renderAdmin("/", { apiUrl: api.url, permissions: EVERYTHING });
    await screen.findByRole("heading", { name: "Tableau de bord" }, FIRST_SCREEN);
    await waitFor(() => expect(card("Assistants IA").textContent).toBe("Assistants IA00 actif"));
    await waitFor(() =>
      expect(card("Bases de connaissances").textContent).toBe(
        "Bases de connaissances11 texte · 0 URL",
      ),
    );
    const recent = card("Bases de connaissances récentes");
    await waitFor(() =>
      expect(
        within(recent)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining("Horaires de Lyon")]),
    );
    const entry = screen.getByRole("link", { name: "Assistant IA" }).closest("li");
    await waitFor(() => expect(entry?.textContent).toContain("0"));
  });

  it("counts the questions to improve across the account, and leads to those of the assistant missing the most", async () => {
    api.on(
      "GET",
      "/api/users/",
      countBy(() => 2),
    );
    api.on(
      "GET",
      "/api/bots/",
      countBy(() => 1),
    );
    api.on(
      "GET",
      "/api/text_knowledge_bases/",
      countBy(() => 0),
    );
    // The account's question missed the most, of its second assistant.
    const mostMissed = {
      id: 40,
      bot: 7,
      question: "Quels sont les horaires de la piscine ?",
      status: "todo",
      status_changed_at: "2025-03-01T09:00:00Z",
      asked: 4,
      last_asked_at: "2025-03-03T13:05:00Z",
      kinds: { no_answer: 4, disliked: 0, low_confidence: 0 },
    };
    api.on("GET", "/api/missed_questions/", (request) => ({
      json: paged(request.query.status === "todo" ? [mostMissed] : [], 6),
    }));
    renderAdmin("/", {
      apiUrl: api.url,
      permissions: [...EVERYTHING, "chats.view_missedquestion"],
    });
    const improvements = await screen.findByRole("region", { name: "À améliorer" }, FIRST_SCREEN);
    await waitFor(() =>
      expect(improvements.textContent).toBe("À améliorer6questions à traiterVoir les questions"),
    );
    expect(
      within(improvements).getByRole("link", { name: "Voir les questions" }).getAttribute("href"),
    ).toBe("/improvements?assistant=7&periode=tout");
    const request = api.requests.find((entry) => entry.path === "/api/missed_questions/");
    expect(request?.query).toEqual({ status: "todo", page_size: "1" });
  });

  it("counts the questions to improve of the account chosen in the sidebar only", async () => {
    chooseLyonOfTwoAccounts();
    api.on(
      "GET",
      "/api/bots/",
      countBy(() => 1),
    );
    api.on(
      "GET",
      "/api/text_knowledge_bases/",
      countBy(() => 0),
    );
    const missedBy = (bot: number) => ({
      id: 40 + bot,
      bot,
      question: "Quels sont les horaires de la piscine ?",
      status: "todo",
      status_changed_at: "2025-03-01T09:00:00Z",
      asked: 4,
      last_asked_at: "2025-03-03T13:05:00Z",
      kinds: { no_answer: 4, disliked: 0, low_confidence: 0 },
    });
    // Lyon's assistant 8 has one question to do; the demo's assistant 7 has six.
    api.on("GET", "/api/missed_questions/", ({ query }) => ({
      json: query.account === "2" ? paged([missedBy(8)], 1) : paged([missedBy(7)], 6),
    }));
    renderAdmin("/", {
      apiUrl: api.url,
      permissions: [...EVERYTHING, "chats.view_missedquestion"],
    });
    const improvements = await screen.findByRole("region", { name: "À améliorer" }, FIRST_SCREEN);
    await waitFor(() =>
      expect(improvements.textContent).toBe("À améliorer1question à traiterVoir les questions"),
    );
    expect(
      within(improvements).getByRole("link", { name: "Voir les questions" }).getAttribute("href"),
    ).toBe("/improvements?assistant=8&periode=tout");
    expect(
      api.requests
        .filter((entry) => entry.path === "/api/missed_questions/")
        .map((entry) => entry.query),
    ).toEqual([{ status: "todo", page_size: "1", account: "2" }]);
  });

  it("shows no questions to improve to those who may not read them", async () => {
    api.on(
      "GET",
      "/api/users/",
      countBy(() => 2),
    );
    renderAdmin("/", { apiUrl: api.url, permissions: EVERYTHING });
    await screen.findByRole("region", { name: "Utilisateurs" }, FIRST_SCREEN);
    expect(screen.queryByRole("region", { name: "À améliorer" })).toBeNull();
    expect(api.requests.some((entry) => entry.path === "/api/missed_questions/")).toBe(false);
  });

  it("warns of tests that passed and now fail in each assistant's last run", async () => {
    api.on(
      "GET",
      "/api/users/",
      countBy(() => 2),
    );
    const run = (id: number, bot: number, regressed: number, status = "succeeded") =>
      testRun(id, bot, regressed, status, "knowledge");
    api.on("GET", "/api/assistant_test_runs/", {
      // Latest first: bot 3's older run no longer counts, bot 5's runs while a new one waits.
      json: paged([run(9, 5, 0, "pending"), run(8, 3, 0), run(7, 5, 2), run(6, 3, 4)]),
    });
    renderAdmin("/", {
      apiUrl: api.url,
      permissions: [...EVERYTHING, "bots.view_assistanttest"],
    });
    const alert = await screen.findByRole("alert", {}, FIRST_SCREEN);
    expect(alert.textContent?.replace(/\u00a0/g, " ")).toBe(
      "Tests : 2 nouveaux échecsVoir les tests",
    );
    expect(within(alert).getByRole("link", { name: "Voir les tests" }).getAttribute("href")).toBe(
      "/assistant-tests?assistant=5",
    );
    const request = api.requests.find((entry) => entry.path === "/api/assistant_test_runs/");
    expect(request?.query).toEqual({ page_size: "50" });
  });

  it("warns only of the tests of the account chosen in the sidebar", async () => {
    chooseLyonOfTwoAccounts();
    const run = (id: number, bot: number, regressed: number) =>
      testRun(id, bot, regressed, "succeeded", "manual");
    // Lyon's assistant 8 lost one test; the demo's assistant 7 lost three.
    api.on("GET", "/api/assistant_test_runs/", ({ query }) => ({
      json: query.account === "2" ? paged([run(12, 8, 1)]) : paged([run(11, 7, 3)]),
    }));
    renderAdmin("/", {
      apiUrl: api.url,
      permissions: [...EVERYTHING, "bots.view_assistanttest"],
    });
    const alert = await screen.findByRole("alert", {}, FIRST_SCREEN);
    expect(alert.textContent?.replace(/\u00a0/g, " ")).toBe("Tests : 1 nouvel échecVoir les tests");
    expect(within(alert).getByRole("link", { name: "Voir les tests" }).getAttribute("href")).toBe(
      "/assistant-tests?assistant=8",
    );
    expect(
      api.requests
        .filter((entry) => entry.path === "/api/assistant_test_runs/")
        .map((entry) => entry.query),
    ).toEqual([{ account: "2", page_size: "50" }]);
  });

  it("says nothing of the tests to those who may not read them", async () => {
    api.on(
      "GET",
      "/api/users/",
      countBy(() => 2),
    );
    renderAdmin("/", { apiUrl: api.url, permissions: EVERYTHING });
    await screen.findByRole("region", { name: "Utilisateurs" }, FIRST_SCREEN);
    expect(api.requests.some((entry) => entry.path === "/api/assistant_test_runs/")).toBe(false);
  });

  it("shows a card that cannot load with a message, and the others as usual", async () => {
    api.on("GET", "/api/users/", { status: 403, json: { detail: "You do not have permission." } });
    api.on(
      "GET",
      "/api/bots/",
      countBy(() => 4),
    );
    api.on(
      "GET",
      "/api/text_knowledge_bases/",
      countBy(() => 0),
    );

    renderAdmin("/", { apiUrl: api.url, permissions: EVERYTHING });
    expect(
      await within(await screen.findByRole("region", { name: "Utilisateurs" })).findByText(
        "Impossible de charger les utilisateurs.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(card("Assistants IA").textContent).toContain("4"));
    expect(
      await within(card("Bases de connaissances récentes")).findByText(
        "Aucune base de connaissances pour l'instant.",
      ),
    ).toBeTruthy();
  });

  it("holds a skeleton in each card while its figures load", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on("GET", "/api/users/", async () => {
      await answered;
      return { json: paged([], 1) };
    });
    renderAdmin("/", { apiUrl: api.url, permissions: EVERYTHING });
    const users = await screen.findByRole("region", { name: "Utilisateurs" });
    expect(users.getAttribute("aria-busy")).toBe("true");
    expect(users.querySelector(".rt-Skeleton")).toBeTruthy();
    answer();
    await waitFor(() => expect(users.querySelector(".rt-Skeleton")).toBeNull());
    expect(users.getAttribute("aria-busy")).toBeNull();
  });

  it("sends a user who may not see it to the first screen they may open", async () => {
    api.on(
      "GET",
      "/api/bots/",
      countBy(() => 0),
    );
    const app = renderAdmin("/", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/bots"));
    expect(await screen.findByRole("heading", { name: "Assistant IA" })).toBeTruthy();
    expect(api.requests.some((request) => request.path === "/api/users/")).toBe(false);
  });

  it("sends a user who may open no management screen to their settings", async () => {
    const app = renderAdmin("/", { apiUrl: api.url, permissions: ["bots.view_shortcut"] });
    await waitFor(() => expect(app.router.state.location.pathname).toBe("/settings"));
    expect(await screen.findByRole("heading", { name: "Paramètres" })).toBeTruthy();
    expect(api.requests.some((request) => request.path === "/api/users/")).toBe(false);
  });
});
