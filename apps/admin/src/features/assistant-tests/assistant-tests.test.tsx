import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { botFixture, curatedAnswerFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const READER = ["bots.view_bot", "bots.view_assistanttest", "bots.view_curatedanswer"];
const EDITOR = [
  ...READER,
  "bots.add_assistanttest",
  "bots.change_assistanttest",
  "bots.delete_assistanttest",
  "bots.run_assistanttest",
];

/** A run's progress is read again this long after the last time, and a little more. */
const NEXT_POLL = { timeout: 5000 };

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", {
    json: paged([botFixture(3, "Mairie"), botFixture(5, "Médiathèque")]),
  });
  api.on("GET", "/api/curated_answers/", {
    json: paged([
      curatedAnswerFixture(21, {
        question: "Comment inscrire mon chien au concours canin ?",
        answer: "À l'accueil de la mairie.",
      }),
    ]),
  });
  api.on("GET", "/api/assistant_test_runs/", { json: paged([]) });
});

const HOURS_PAGE = "https://mairie.example.org/horaires";

function assistantTest(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    bot: 3,
    question: `Question ${id} ?`,
    expect: "page",
    expected_url: HOURS_PAGE,
    expected_curated_answer: null,
    expected_words: [],
    last_result: null,
    created_at: "2025-03-01T09:00:00Z",
    updated_at: "2025-03-01T09:00:00Z",
    ...overrides,
  };
}

const HOURS = assistantTest(1, {
  question: "Quels sont les horaires de la mairie ?",
  last_result: { run: 9, passed: true, change: "fixed" },
});
const DOG = assistantTest(2, {
  question: "Où inscrire mon chien ?",
  expect: "curated_answer",
  expected_url: null,
  expected_curated_answer: 21,
  last_result: { run: 9, passed: false, change: "regressed" },
});
const PARKING = assistantTest(3, {
  question: "Où se garer ?",
  expect: "words",
  expected_url: null,
  expected_words: ["parking", "gratuit"],
  last_result: { run: 9, passed: false, change: "same" },
});
const NEW = assistantTest(4, { question: "Qui est le maire ?" });

function testRun(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    bot: 3,
    status: "succeeded",
    trigger: "manual",
    progress_done: 3,
    progress_total: 3,
    passed: 1,
    failed: 2,
    regressed: 0,
    fixed: 0,
    created_at: "2025-03-03T13:05:00Z",
    started_at: "2025-03-03T13:05:00Z",
    finished_at: "2025-03-03T13:06:00Z",
    failure: null,
    ...overrides,
  };
}

function requestsTo(method: string, path = "/api/assistant_tests/") {
  return api.requests.filter((request) => request.method === method && request.path === path);
}

async function openList(permissions: readonly string[], path = "/assistant-tests") {
  const app = renderAdmin(path, { apiUrl: api.url, permissions });
  const list = await screen.findByRole("region", { name: "Liste des tests" }, FIRST_SCREEN);
  return { app, list };
}

function fill(scope: HTMLElement, label: RegExp | string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

async function pick(scope: HTMLElement, select: RegExp | string, option: string) {
  const combobox = within(scope).getByRole("combobox", { name: select });
  fireEvent.keyDown(combobox, { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

async function openNewTest() {
  fireEvent.click(await screen.findByRole("button", { name: "Nouveau test" }, FIRST_SCREEN));
  return screen.findByRole("dialog", { name: "Nouveau test" });
}

describe("the assistant tests", () => {
  it("lists the first assistant's tests with what a right answer is and their last result", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([HOURS, DOG, PARKING, NEW]) });
    const { list } = await openList(READER);

    const [hours, dog, parking, fresh] = (await within(list).findAllByRole(
      "listitem",
      {},
      FIRST_SCREEN,
    )) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(hours).getByRole("heading", { level: 3 }).textContent).toBe(HOURS.question);
    expect(plain(hours.textContent ?? "")).toContain(`Cite la page ${HOURS_PAGE}`);
    expect(within(hours).getByRole("link", { name: HOURS_PAGE }).getAttribute("href")).toBe(
      HOURS_PAGE,
    );
    expect(within(hours).getByText("Réussi")).toBeTruthy();
    expect(within(hours).getByText("Corrigé")).toBeTruthy();
    await waitFor(() =>
      expect(plain(dog.textContent ?? "")).toContain(
        "Donne la réponse validée « Comment inscrire mon chien au concours canin ? »",
      ),
    );
    expect(within(dog).getByText("Échoué")).toBeTruthy();
    expect(within(dog).getByText("Nouvel échec")).toBeTruthy();
    expect(plain(parking.textContent ?? "")).toContain("Contient : parking, gratuit");
    expect(within(parking).getByText("Échoué")).toBeTruthy();
    expect(within(parking).queryByText("Nouvel échec")).toBeNull();
    expect(fresh.textContent).toContain("Pas encore lancé");
    expect(within(list).getByText("4 tests")).toBeTruthy();

    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe("Mairie");
    expect(requestsTo("GET").map((request) => request.query)).toEqual([
      { bot_id: "3", page: "1", page_size: "20" },
    ]);
    expect(requestsTo("GET", "/api/assistant_test_runs/").at(0)?.query).toEqual({
      bot_id: "3",
      page_size: "1",
    });
  });

  it("explains what a test is when there is none, and offers to write or propose some", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([]) });
    const { list } = await openList(EDITOR);
    expect(await within(list).findByText("Mairie n'a pas encore de test.")).toBeTruthy();
    expect(list.textContent).toMatch(/Un test est une question/);
    expect(within(list).getByRole("button", { name: "Nouveau test" })).toBeTruthy();
    expect(within(list).getByRole("button", { name: "Proposer des questions" })).toBeTruthy();
    // Nothing to run yet.
    expect(screen.queryByRole("button", { name: "Lancer les tests" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Dernier lancement" })).toBeNull();
  });

  it("writes a test that expects a page, and shows the server's refusal under its field", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([]) });
    let refuse = true;
    api.on("POST", "/api/assistant_tests/", (request) =>
      refuse
        ? { status: 400, json: { expected_url: ["Enter a valid URL."] } }
        : { status: 201, json: assistantTest(30, request.body as Record<string, unknown>) },
    );
    await openList(EDITOR);
    const dialog = await openNewTest();
    // Words first: any assistant can be held to them, one answering from texts alone too.
    expect(
      (within(dialog).getByRole("radio", { name: "Contient des mots" }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Cite une page" }));

    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Saisissez la question.")).toBeTruthy();
    expect(within(dialog).getByText("Saisissez l'adresse de la page.")).toBeTruthy();
    expect(requestsTo("POST")).toEqual([]);

    fill(dialog, /^Question/, "  Quels sont les horaires ?  ");
    fill(dialog, /^Page à citer/, "https://mairie.example.org/horaires");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    const url = within(dialog).getByLabelText(/^Page à citer/);
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    expect(
      within(dialog).getByText("Saisissez une adresse web valide, commençant par https://."),
    ).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Test ajouté")).toBeTruthy();
    expect(requestsTo("POST").map((request) => request.body)).toEqual([
      {
        bot: 3,
        question: "Quels sont les horaires ?",
        expect: "page",
        expected_url: "https://mairie.example.org/horaires",
      },
      {
        bot: 3,
        question: "Quels sont les horaires ?",
        expect: "page",
        expected_url: "https://mairie.example.org/horaires",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("writes a test that expects a curated answer picked among the assistant's", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([]) });
    api.on("POST", "/api/assistant_tests/", (request) => ({
      status: 201,
      json: assistantTest(31, request.body as Record<string, unknown>),
    }));
    await openList(EDITOR);
    const dialog = await openNewTest();
    fill(dialog, /^Question/, "Comment inscrire mon chien ?");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Donne une réponse validée" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Choisissez la réponse validée attendue.")).toBeTruthy();

    await waitFor(() =>
      expect(
        (
          within(dialog).getByRole("combobox", {
            name: /Réponse validée attendue/,
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(false),
    );
    await pick(
      dialog,
      /Réponse validée attendue/,
      "Comment inscrire mon chien au concours canin ?",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Test ajouté")).toBeTruthy();
    expect(requestsTo("POST").map((request) => request.body)).toEqual([
      {
        bot: 3,
        question: "Comment inscrire mon chien ?",
        expect: "curated_answer",
        expected_curated_answer: 21,
      },
    ]);
    expect(
      requestsTo("GET", "/api/curated_answers/").every((request) => request.query.bot_id === "3"),
    ).toBe(true);
  });

  it("writes a test that expects words, one per line or separated by commas", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([]) });
    api.on("POST", "/api/assistant_tests/", {
      status: 400,
      json: { expected_words: ["This field is required."] },
    });
    await openList(EDITOR);
    const dialog = await openNewTest();
    fill(dialog, /^Question/, "Où se garer ?");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Contient des mots" }));
    fill(dialog, /^Mots attendus/, "parking, gratuit\n\n  place du marché \n");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    const words = within(dialog).getByLabelText(/^Mots attendus/);
    await waitFor(() => expect(words.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Ce champ est obligatoire.")).toBeTruthy();
    expect(requestsTo("POST").map((request) => request.body)).toEqual([
      {
        bot: 3,
        question: "Où se garer ?",
        expect: "words",
        expected_words: ["parking", "gratuit", "place du marché"],
      },
    ]);
  });

  it("changes a test, and deletes one once confirmed", async () => {
    let tests = [PARKING];
    api.on("GET", "/api/assistant_tests/", () => ({ json: paged(tests) }));
    api.on("PATCH", "/api/assistant_tests/3/", (request) => ({
      json: { ...PARKING, ...(request.body as object) },
    }));
    api.on("DELETE", "/api/assistant_tests/3/", () => {
      tests = [];
      return { status: 204 };
    });
    const { list } = await openList(EDITOR);
    const item = await within(list).findByRole("listitem", {}, FIRST_SCREEN);
    fireEvent.click(within(item).getByRole("button", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier le test" });
    expect((within(dialog).getByLabelText(/^Mots attendus/) as HTMLTextAreaElement).value).toBe(
      "parking\ngratuit",
    );
    fill(dialog, /^Mots attendus/, "parking");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Test modifié")).toBeTruthy();
    expect(requestsTo("PATCH", "/api/assistant_tests/3/").map((request) => request.body)).toEqual([
      { question: PARKING.question, expect: "words", expected_words: ["parking"] },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(within(item).getByRole("button", { name: "Supprimer" }));
    const confirm = await screen.findByRole("alertdialog", { name: /^Supprimer le test/ });
    expect(confirm.textContent).toContain(PARKING.question);
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Test supprimé")).toBeTruthy();
    expect(requestsTo("DELETE", "/api/assistant_tests/3/")).toHaveLength(1);
    expect(await within(list).findByText("Mairie n'a pas encore de test.")).toBeTruthy();
  });

  it("says a test changed since its last run has not been run since", async () => {
    const changed = assistantTest(5, {
      question: "Où est la piscine ?",
      updated_at: "2025-03-04T10:00:00Z",
    });
    api.on("GET", "/api/assistant_tests/", { json: paged([changed, NEW]) });
    api.on("GET", "/api/assistant_test_runs/", { json: paged([testRun(12)]) });
    const { list } = await openList(READER);
    const [edited, fresh] = (await within(list).findAllByRole("listitem", {}, FIRST_SCREEN)) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(edited.textContent).toContain("Pas lancé depuis sa modification");
    expect(within(edited).queryByText("Réussi")).toBeNull();
    expect(fresh.textContent).toContain("Pas encore lancé");
  });

  it("says a test never run is being run while a run is under way, unless written after it began", async () => {
    const later = assistantTest(6, {
      question: "Où est la piscine ?",
      created_at: "2025-03-03T13:05:30Z",
      updated_at: "2025-03-03T13:05:30Z",
    });
    api.on("GET", "/api/assistant_tests/", { json: paged([HOURS, NEW, later]) });
    api.on("GET", "/api/assistant_test_runs/", {
      json: paged([
        testRun(12, {
          status: "running",
          progress_done: 1,
          passed: 1,
          failed: 0,
          started_at: "2025-03-03T13:05:10Z",
        }),
      ]),
    });
    const { list } = await openList(READER);
    const [hours, fresh, written] = (await within(list).findAllByRole(
      "listitem",
      {},
      FIRST_SCREEN,
    )) as [HTMLElement, HTMLElement, HTMLElement];
    await waitFor(() => expect(fresh.textContent).toContain("Lancement en cours…"));
    // A test run before shows its last result meanwhile.
    expect(within(hours).getByText("Réussi")).toBeTruthy();
    // Written once the run had read the tests, it is not in it.
    expect(written.textContent).toContain("Pas encore lancé");
  });

  it("runs the tests, follows the run, then shows its figures and why each test failed", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([HOURS, DOG, PARKING]) });
    let runs: unknown[] = [];
    const states = [
      testRun(12, { status: "running", progress_done: 1, passed: 0, failed: 0 }),
      testRun(12, { regressed: 2, fixed: 1 }),
    ];
    api.on("POST", "/api/assistant_test_runs/", () => {
      runs = [testRun(12, { status: "pending", progress_done: 0, passed: 0, failed: 0 })];
      return { status: 201, json: runs[0] };
    });
    api.on("GET", "/api/assistant_test_runs/", () => {
      // Each reading after the start finds the run further on.
      if (runs.length > 0 && states.length > 0) runs = [states.shift()];
      return { json: paged(runs) };
    });
    api.on("GET", "/api/assistant_test_runs/12/", {
      json: {
        ...testRun(12, { regressed: 2, fixed: 1 }),
        results: [
          {
            test: 2,
            question: DOG.question,
            expect: "curated_answer",
            passed: false,
            failure: "other_curated_answer",
            change: "regressed",
            answer: "## Animaux\n\nLes **chiens** sont acceptés en laisse.",
            sources: ["https://mairie.example.org/animaux"],
            curated_answer: 22,
          },
          {
            test: 3,
            question: PARKING.question,
            expect: "words",
            passed: false,
            failure: "words_missing",
            missing_words: ["gratuit"],
            change: "regressed",
            answer: "Au parking de la mairie.",
            sources: [],
            curated_answer: null,
          },
          {
            test: 1,
            question: HOURS.question,
            expect: "page",
            passed: true,
            change: "fixed",
            answer: "De 9 h à 17 h.",
            sources: [HOURS_PAGE],
            curated_answer: null,
          },
        ],
      },
    });
    await openList(EDITOR);
    const last = await screen.findByRole("region", { name: "Dernier lancement" }, FIRST_SCREEN);
    expect(await within(last).findByText(/pas encore été lancés/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Lancer les tests" }));
    expect(await screen.findByText("Tests lancés")).toBeTruthy();
    expect(requestsTo("POST", "/api/assistant_test_runs/").map((r) => r.body)).toEqual([
      { bot: 3 },
    ]);
    expect(await within(last).findByText("1 / 3 tests")).toBeTruthy();
    expect(within(last).getByRole("progressbar", { name: "Avancement des tests" })).toBeTruthy();
    expect(within(last).getByText("En cours")).toBeTruthy();

    const alert = await within(last).findByRole("alert", {}, NEXT_POLL);
    expect(alert.textContent).toContain("2 nouveaux échecs");
    expect(plain(last.textContent ?? "")).toMatch(/lancé à la main/);
    expect(last.textContent).toContain("1 réussi");
    expect(last.textContent).toContain("2 échoués");
    expect(last.textContent).toContain("1 corrigé");

    const results = await within(last).findByRole("list", { name: "Résultats" });
    const [dog, parking, hours] = within(results).getAllByRole("listitem", {
      name: (_, element) => element.parentElement === results,
    }) as [HTMLElement, HTMLElement, HTMLElement];
    expect(dog.textContent).toContain("Une autre réponse validée a été donnée");
    expect(within(dog).getByText("Nouvel échec")).toBeTruthy();
    // The answer drawn as the text it says, without Markdown's marks.
    const answer = within(dog).getByRole("figure", { name: "Réponse donnée" });
    await waitFor(() => expect(answer.textContent).toContain("Les chiens sont acceptés"));
    expect(answer.textContent).not.toMatch(/[*#]/);
    expect(
      within(dog).getByRole("link", { name: "https://mairie.example.org/animaux" }),
    ).toBeTruthy();
    expect(plain(parking.textContent ?? "")).toContain("Mots absents : gratuit");
    // Its answer quoted a text, which has no address: no page is listed.
    expect(within(parking).queryByRole("figure", { name: "Pages citées" })).toBeNull();
    expect(within(hours).getByText("Réussi")).toBeTruthy();
    expect(within(hours).getByText("Corrigé")).toBeTruthy();
    // The tests' last results are read again once the run ends.
    await waitFor(() => expect(requestsTo("GET").length).toBeGreaterThan(1));
  });

  it("says why a curated answer test failed when no curated answer, or a deleted one, was given", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([DOG]) });
    api.on("GET", "/api/assistant_test_runs/", {
      json: paged([testRun(14, { trigger: "knowledge", passed: 0, failed: 2 })]),
    });
    const result = {
      test: 2,
      question: DOG.question,
      expect: "curated_answer",
      passed: false,
      change: "same",
      answer: "Je ne sais pas.",
      sources: [],
      curated_answer: null,
    };
    api.on("GET", "/api/assistant_test_runs/14/", {
      json: {
        ...testRun(14, { trigger: "knowledge", passed: 0, failed: 2 }),
        results: [
          { ...result, failure: "other_curated_answer" },
          { ...result, test: null, failure: "curated_answer_deleted" },
        ],
      },
    });
    await openList(READER);
    const last = await screen.findByRole("region", { name: "Dernier lancement" }, FIRST_SCREEN);
    const results = await within(last).findByRole("list", { name: "Résultats" });
    expect(results.textContent).toContain("Aucune réponse validée n'a été donnée");
    expect(results.textContent).toContain("La réponse validée attendue a été supprimée");
    expect(last.textContent).toContain("après une mise à jour des connaissances");
    expect(within(last).queryByRole("alert")).toBeNull();
  });

  it("says why the last run stopped when it could not end", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([DOG]) });
    const reason =
      "L'assistant n'a pas pu répondre à une question du test (fournisseur du modèle indisponible). Relancez les tests plus tard.";
    api.on("GET", "/api/assistant_test_runs/", {
      json: paged([testRun(15, { status: "failed", passed: 0, failed: 0, failure: reason })]),
    });
    await openList(READER);
    const last = await screen.findByRole("region", { name: "Dernier lancement" }, FIRST_SCREEN);
    expect(await within(last).findByText("Interrompu", {}, FIRST_SCREEN)).toBeTruthy();
    expect(within(last).getByRole("alert").textContent).toBe(reason);
  });

  it("adds the questions proposed from the pages' headings that are left checked", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([HOURS]) });
    api.on("GET", "/api/assistant_tests/proposals/", {
      json: [
        { question: "Comment obtenir une carte d'identité ?", expected_url: "https://m.fr/cni" },
        { question: "Où déposer mes encombrants ?", expected_url: "https://m.fr/encombrants" },
        { question: "Quand passe la balayeuse ?", expected_url: "https://m.fr/voirie" },
      ],
    });
    api.on("POST", "/api/assistant_tests/", (request) => ({
      status: 201,
      json: assistantTest(40, request.body as Record<string, unknown>),
    }));
    await openList(EDITOR);
    fireEvent.click(
      await screen.findByRole("button", { name: "Proposer des questions" }, FIRST_SCREEN),
    );
    const dialog = await screen.findByRole("dialog", { name: "Proposer des questions" });
    const proposals = await within(dialog).findByRole("list", { name: "Questions proposées" });
    const boxes = within(proposals).getAllByRole("checkbox");
    expect(boxes.map((box) => box.getAttribute("aria-checked"))).toEqual(["true", "true", "true"]);
    expect(within(dialog).getByRole("button", { name: "Ajouter 3 tests" })).toBeTruthy();
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(within(dialog).getByRole("button", { name: "Ajouter 2 tests" }));

    expect(await screen.findByText("2 tests ajoutés")).toBeTruthy();
    expect(requestsTo("POST").map((request) => request.body)).toEqual([
      {
        bot: 3,
        question: "Comment obtenir une carte d'identité ?",
        expect: "page",
        expected_url: "https://m.fr/cni",
      },
      {
        bot: 3,
        question: "Quand passe la balayeuse ?",
        expect: "page",
        expected_url: "https://m.fr/voirie",
      },
    ]);
    expect(requestsTo("GET", "/api/assistant_tests/proposals/").at(0)?.query).toEqual({
      bot_id: "3",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says when no heading of the pages gives a new question", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([]) });
    api.on("GET", "/api/assistant_tests/proposals/", { json: [] });
    const { list } = await openList(EDITOR);
    fireEvent.click(
      await within(list).findByRole("button", { name: "Proposer des questions" }, FIRST_SCREEN),
    );
    const dialog = await screen.findByRole("dialog", { name: "Proposer des questions" });
    expect(
      await within(dialog).findByText(/Aucun titre des pages de Mairie ne donne de nouvelle/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /^Ajouter/ })).toBeNull();
  });

  it("offers nothing to write, change, delete, propose or run to a user who may only read", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([HOURS]) });
    const { list } = await openList(READER);
    const item = await within(list).findByRole("listitem", {}, FIRST_SCREEN);
    expect(within(item).queryAllByRole("button")).toEqual([]);
    for (const name of ["Nouveau test", "Proposer des questions", "Lancer les tests"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
  });

  it("offers each button to the user who holds its permission alone", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([HOURS]) });
    const { list } = await openList([...READER, "bots.run_assistanttest"]);
    await within(list).findByRole("listitem", {}, FIRST_SCREEN);
    expect(screen.getByRole("button", { name: "Lancer les tests" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nouveau test" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Modifier" })).toBeNull();
  });

  it("is an entry of the Assistants group after Réponses validées, for those who may read it", async () => {
    api.on("GET", "/api/assistant_tests/", { json: paged([]) });
    await openList(READER);
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    const entries = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent?.trim());
    const curated = entries.indexOf("Réponses validées");
    expect(entries.slice(curated, curated + 2)).toEqual(["Réponses validées", "Tests"]);
    expect(within(nav).getByRole("link", { name: "Tests" }).getAttribute("href")).toBe(
      "/assistant-tests",
    );
  });

  it("is refused, hidden from the navigation, to a user who may not read the tests", async () => {
    renderAdmin("/assistant-tests", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    expect(await screen.findByText("Accès refusé", {}, FIRST_SCREEN)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).queryByRole("link", { name: "Tests" })).toBeNull();
    expect(requestsTo("GET")).toEqual([]);
  });
});

/** Intl and French typography write no-break spaces; tests read them as plain spaces. */
function plain(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}
