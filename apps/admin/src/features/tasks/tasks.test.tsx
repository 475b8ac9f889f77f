import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVE_ACCOUNT_STORAGE_KEY } from "@/constants";
import { accountFixture } from "@/test/fixtures";
import { renderAdmin, TEST_USER } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const BOT_EDITOR = ["bots.view_bot", "bots.change_bot"];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
});

function task(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: "url_ingest",
    knowledge_base: 4,
    knowledge_base_name: "Site public",
    status: "running",
    progress_done: 0,
    progress_total: 4,
    errors: [],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    finished_at: null,
    ...overrides,
  };
}

describe("the tasks screen", () => {
  it("polls a running task until it finishes, moving its progress bar", async () => {
    let asked = 0;
    api.on("GET", "/api/tasks/", () => {
      asked += 1;
      return asked < 3
        ? { json: paged([task(1, { progress_done: asked })]) }
        : { json: paged([task(1, { status: "succeeded", progress_done: 4 })]) };
    });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    const bar = await screen.findByRole("progressbar", {}, FIRST_SCREEN);
    expect(bar.getAttribute("aria-valuenow")).toBe("1");
    expect(screen.getByText("En cours")).toBeTruthy();
    expect(await screen.findByText("Terminée", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("4 / 4 pages")).toBeTruthy();
    const askedWhenDone = asked;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(asked).toBe(askedWhenDone);
  }, 20_000);

  it("says which pages of its site a crawl found new, changed, gone, unchanged or failing", async () => {
    api.on("GET", "/api/tasks/", {
      json: paged([
        task(6, {
          status: "succeeded",
          progress_done: 12,
          progress_total: 12,
          page_changes: { added: 1, changed: 2, removed: 0, unchanged: 9, failed: 1 },
          trigger: "scheduled",
        }),
      ]),
    });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    expect(
      await screen.findByText(
        /^Pages\s:\s1 nouvelle, 2 modifiées, 9 inchangées, 1 en échec \(gardée\)$/,
        {},
        FIRST_SCREEN,
      ),
    ).toBeTruthy();
    // Started by its schedule, which the task's type says.
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getAllByRole("cell")[1]?.textContent).toBe("URL, Planifiée");
  });

  it("says a text's ingestion ended once, and counts no pages for it", async () => {
    api.on("GET", "/api/tasks/", {
      json: paged([
        task(7, {
          kind: "text_ingest",
          knowledge_base_name: "Piscine municipale",
          status: "succeeded",
          progress_done: 0,
          progress_total: 0,
          page_changes: { added: 1, changed: 0, removed: 0, unchanged: 0, failed: 0 },
        }),
      ]),
    });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    const row = (await screen.findAllByRole("row", {}, FIRST_SCREEN))[1] as HTMLElement;
    expect(within(row).getAllByText("Terminée")).toHaveLength(1);
    expect(row.textContent).not.toContain("Pages");
  });

  it("names the embedding of a base's passages and counts the passages vectorised", async () => {
    api.on("GET", "/api/tasks/", {
      json: paged([
        task(5, {
          kind: "embed",
          knowledge_base_name: "Horaires",
          progress_stage: "embedding",
          progress_done: 64,
          progress_total: 70,
        }),
        task(6, {
          kind: "url_ingest",
          status: "succeeded",
          progress_stage: "embedding",
          progress_done: 12,
          progress_total: 12,
        }),
      ]),
    });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    const list = await screen.findByRole("region", { name: "Liste des tâches" }, FIRST_SCREEN);
    const embedding = await within(list).findByText("Vectorisation", {}, FIRST_SCREEN);
    const row = embedding.closest("tr") as HTMLElement;
    expect(within(row).getByText("64 / 70 extraits vectorisés")).toBeTruthy();
    expect(within(list).getByText("12 / 12 extraits vectorisés")).toBeTruthy();
  });

  it("lists the errors per page of a failed task and retries it", async () => {
    let status = "failed";
    api.on("GET", "/api/tasks/", () => ({
      json: paged([
        task(2, {
          status,
          progress_done: status === "failed" ? 3 : 0,
          errors:
            status === "failed" ? [{ url: "https://example.org/tarifs", message: "HTTP 404" }] : [],
        }),
      ]),
    }));
    api.on("POST", "/api/tasks/2/retry/", () => {
      status = "pending";
      return { json: task(2, { status }) };
    });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    const list = await screen.findByRole("region", { name: "Liste des tâches" }, FIRST_SCREEN);
    fireEvent.click(await within(list).findByText("1 erreur", {}, FIRST_SCREEN));
    expect(within(list).getByText(/HTTP 404/).textContent).toContain("https://example.org/tarifs");
    fireEvent.click(within(list).getByRole("button", { name: "Relancer" }));
    expect(await screen.findByText("Tâche relancée")).toBeTruthy();
    expect(await within(list).findByText("En attente", { selector: "span.rt-Badge" })).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "Relancer" })).toBeNull();
  });

  it("offers no retry to a user who may not change assistants", async () => {
    api.on("GET", "/api/tasks/", { json: paged([task(3, { status: "failed" })]) });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    expect(await screen.findByText("Échouée", {}, FIRST_SCREEN)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Relancer" })).toBeNull();
  });

  it("lists the tasks of the account chosen in the sidebar only", async () => {
    api.on("GET", "/api/accounts/", {
      json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
    });
    localStorage.setItem(
      ACTIVE_ACCOUNT_STORAGE_KEY,
      JSON.stringify({ user: TEST_USER.user_id, account: 2 }),
    );
    api.on("GET", "/api/tasks/", ({ query }) => ({
      json: paged(
        query.account === "2"
          ? [task(5, { knowledge_base_name: "Site de Lyon", status: "succeeded" })]
          : [task(3, { knowledge_base_name: "Site de la démo", status: "succeeded" })],
      ),
    }));
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    const list = await screen.findByRole("region", { name: "Liste des tâches" }, FIRST_SCREEN);
    expect(await within(list).findByText("Site de Lyon")).toBeTruthy();
    expect(within(list).queryByText("Site de la démo")).toBeNull();
    const asked = api.requests.filter((request) => request.path === "/api/tasks/");
    expect(asked.map((request) => request.query.account)).toEqual(["2"]);
  });

  it("says when there is no task", async () => {
    api.on("GET", "/api/tasks/", { json: paged([]) });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    expect(
      await screen.findByText("Aucune tâche d'ingestion pour l'instant.", {}, FIRST_SCREEN),
    ).toBeTruthy();
  });

  it("shows an error with a retry when the list cannot load", async () => {
    api.on("GET", "/api/tasks/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/tasks", { apiUrl: api.url, permissions: BOT_EDITOR });
    expect(
      await screen.findByText("Impossible de charger les tâches.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});
