import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountFixture,
  botFixture,
  curatedAnswerCreated,
  curatedAnswerFixture,
} from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const READER = ["bots.view_bot", "chats.view_missedquestion"];
const EDITOR = [...READER, "chats.change_missedquestion"];

/** Monday 10 March 2025, mid-afternoon here: the periods count back from that day. */
const TODAY = new Date(2025, 2, 10, 15, 30);

const api = scriptedApiForEachTest();

beforeEach(() => {
  // Only the clock: the requests and the screen's timers run as usual.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", {
    json: paged([botFixture(3, "Mairie"), botFixture(5, "Médiathèque")]),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function question(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    bot: 3,
    question: `Question ${id} ?`,
    status: "todo",
    reopened: false,
    status_changed_at: "2025-03-01T09:00:00Z",
    asked: 1,
    last_asked_at: "2025-03-03T13:05:00Z",
    kinds: { no_answer: 1, disliked: 0, low_confidence: 0 },
    wordings: [],
    wordings_count: 0,
    comments: [],
    ...overrides,
  };
}

function miss(message: number, overrides: Record<string, unknown> = {}) {
  return {
    message,
    session: 40 + message,
    question: "Comment inscrire mon chien au concours canin ?",
    answer: "Je n'ai pas trouvé d'information à ce sujet.",
    asked_at: "2025-03-03T13:05:00Z",
    kinds: ["no_answer"],
    confidence: 0,
    comment: "",
    ...overrides,
  };
}

const DOG = question(21, {
  question: "Comment inscrire mon chien au concours canin ?",
  asked: 3,
  kinds: { no_answer: 2, disliked: 1, low_confidence: 0 },
  reopened: true,
  wordings: ["inscrire son chien au concour canin", "concours canin inscription"],
  wordings_count: 2,
  comments: ["Le règlement du concours est en mairie."],
});

/** The conversation a miss of DOG_DETAIL was asked in, listed under its first session. */
const CONVERSATION = {
  id: 50,
  bot: 3,
  started_at: "2025-03-03T13:00:00Z",
  closed_at: null,
  message_count: 2,
  last_message: "Je ne sais pas.",
  likes: 0,
  dislikes: 0,
};

const DOG_DETAIL = {
  ...DOG,
  misses: [
    miss(12, {
      question: "inscrire son chien au concour canin",
      answer: "## **Concours** canin\n\nVoir [le site](https://example.org).",
      kinds: ["disliked", "low_confidence"],
      confidence: 0.3,
      comment: "Le règlement du concours est en mairie.",
    }),
    miss(10),
  ],
};

/** The moment a period of `days` starts, seen from TODAY: midnight here, today counting as one. */
function since(days: number) {
  return new Date(2025, 2, 10 - (days - 1)).toISOString();
}

function listRequests() {
  return api.requests.filter((request) => request.path === "/api/missed_questions/");
}

/** Picks an option of a filter, and waits for the screen to show it (it reads it from the address). */
async function pick(select: string, option: string) {
  const combobox = screen.getByRole("combobox", { name: select });
  fireEvent.keyDown(combobox, { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(combobox.textContent).toBe(option));
}

describe("the questions to improve", () => {
  it("lists the first assistant's questions to do over 30 days, most asked first, with their figures", async () => {
    api.on("GET", "/api/missed_questions/", {
      json: paged([
        DOG,
        question(22, { question: "Où garer ma voiture ?" }),
        // The list carries five other wordings at most, and counts them all.
        question(23, {
          question: "Quand passent les encombrants ?",
          wordings: ["a", "b", "c", "d", "e"],
          wordings_count: 8,
        }),
      ]),
    });
    renderAdmin("/improvements", { apiUrl: api.url, permissions: READER });

    const list = await screen.findByRole("region", { name: "Liste des questions" }, FIRST_SCREEN);
    const rows = await within(list).findAllByRole("button");
    expect(rows.map((row) => within(row).getByText(/\?$/).textContent)).toEqual([
      "Comment inscrire mon chien au concours canin ?",
      "Où garer ma voiture ?",
      "Quand passent les encombrants ?",
    ]);
    const [dog, parking, bulky] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(dog.textContent).toMatch(/Posée 3 fois · dernière fois le 3 mars 2025(,| à) \d\d:05/);
    const missed = within(dog).getByText("Sans réponse · 2");
    expect(missed.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
    expect(within(dog).getByText("Mal notée · 1")).toBeTruthy();
    expect(within(dog).queryByText(/Source peu sûre/)).toBeNull();
    expect(within(dog).getByText("Revenue").closest("[title]")?.getAttribute("title")).toMatch(
      /marquée comme corrigée, puis manquée de nouveau/i,
    );
    expect(within(dog).getByText("+2 autres formulations")).toBeTruthy();
    expect(parking.textContent).toContain("Posée 1 fois");
    expect(parking.textContent).not.toMatch(/Revenue|formulation/);
    expect(within(bulky).getByText("+8 autres formulations")).toBeTruthy();
    expect(within(list).getByText("3 questions")).toBeTruthy();

    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe("Mairie");
    expect(screen.getByRole("combobox", { name: "Statut" }).textContent).toBe("À faire");
    expect(screen.getByRole("combobox", { name: "Type" }).textContent).toBe("Tous les types");
    expect(screen.getByRole("combobox", { name: "Période" }).textContent).toBe("30 derniers jours");
    expect(listRequests().map((request) => request.query)).toEqual([
      { bot_id: "3", status: "todo", since: since(30), page: "1", page_size: "20" },
    ]);
  });

  it("asks for the kind, status, period and assistant chosen, and keeps them in the address", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([]) });
    const app = renderAdmin("/improvements", { apiUrl: api.url, permissions: READER });
    const list = await screen.findByRole("region", { name: "Liste des questions" }, FIRST_SCREEN);
    expect(
      await within(list).findByText("Aucune question à améliorer pour Mairie sur cette période."),
    ).toBeTruthy();

    await pick("Type", "Mal notées");
    await waitFor(() => expect(listRequests().at(-1)?.query.kind).toBe("disliked"));
    await pick("Statut", "Corrigées");
    expect(
      await within(list).findByText("Aucune question corrigée pour Mairie sur cette période."),
    ).toBeTruthy();
    await pick("Période", "7 derniers jours");
    await pick("Assistant", "Médiathèque");
    await waitFor(() =>
      expect(listRequests().at(-1)?.query).toEqual({
        bot_id: "5",
        status: "fixed",
        kind: "disliked",
        since: since(7),
        page: "1",
        page_size: "20",
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
      assistant: "5",
      statut: "corrigees",
      type: "mal-notees",
      periode: "7",
    });

    await pick("Période", "Depuis le début");
    await pick("Type", "Tous les types");
    await pick("Statut", "Ignorées");
    await waitFor(() =>
      expect(listRequests().at(-1)?.query).toEqual({
        bot_id: "5",
        status: "ignored",
        page: "1",
        page_size: "20",
      }),
    );
    expect(
      await within(list).findByText("Aucune question ignorée pour Médiathèque sur cette période."),
    ).toBeTruthy();
  });

  it("opens a question with its other wordings, what visitors said and its latest misses", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([DOG]) });
    api.on("GET", "/api/missed_questions/21/", { json: DOG_DETAIL });
    renderAdmin("/improvements?type=sans-reponse&periode=90", {
      apiUrl: api.url,
      permissions: READER,
    });
    const list = await screen.findByRole("region", { name: "Liste des questions" }, FIRST_SCREEN);
    const row = await within(list).findByRole("button", { name: /chien/ });
    fireEvent.click(row);

    const detail = screen.getByRole("region", { name: "Détail de la question" });
    const title = await within(detail).findByRole("heading", {
      level: 2,
      name: "Comment inscrire mon chien au concours canin ?",
    });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(row.getAttribute("aria-current")).toBe("true");
    // The misses counted are those of the list: of the kind and the period chosen.
    expect(api.requests.find((request) => request.path.endsWith("/21/"))?.query).toEqual({
      kind: "no_answer",
      since: since(90),
    });
    expect(detail.textContent).toContain("Posée 3 fois");
    expect(within(detail).getByText("Sans réponse · 2")).toBeTruthy();
    expect(within(detail).getByText("Revenue")).toBeTruthy();

    const wordings = within(detail).getByRole("region", { name: "Autres formulations" });
    expect(
      within(wordings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["inscrire son chien au concour canin", "concours canin inscription"]);
    const comments = within(detail).getByRole("region", { name: "Ce qu'en disent les visiteurs" });
    expect(comments.textContent).toContain("Le règlement du concours est en mairie.");

    const misses = within(detail).getByRole("region", { name: "Dernières réponses manquées" });
    const [latest, earlier] = within(misses).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(latest.textContent).toMatch(/3 mars 2025(,| à) \d\d:05/);
    expect(latest.textContent).toContain("inscrire son chien au concour canin");
    const answer = within(latest).getByRole("figure", { name: "Réponse donnée" });
    // Drawn as the text it says, without Markdown's marks.
    await within(answer).findByText(/Concours canin/);
    expect(answer.textContent).not.toMatch(/[*#[\]]/);
    expect(within(latest).getByText("Mal notée")).toBeTruthy();
    expect(within(latest).getByText("Source peu sûre")).toBeTruthy();
    expect(
      within(latest).getByRole("figure", { name: "Ce qu'en dit le visiteur" }).textContent,
    ).toContain("Le règlement du concours est en mairie.");
    expect(within(earlier).getByText("Sans réponse")).toBeTruthy();
    expect(within(earlier).queryByRole("figure", { name: "Ce qu'en dit le visiteur" })).toBeNull();
  });

  it("shows every other wording of a question opened, beyond the five the list carries", async () => {
    const many = ["f1", "f2", "f3", "f4", "f5", "f6", "f7"];
    api.on("GET", "/api/missed_questions/", {
      json: paged([question(23, { wordings: many.slice(0, 5), wordings_count: 7 })]),
    });
    api.on("GET", "/api/missed_questions/23/", {
      json: { ...question(23, { wordings: many, wordings_count: 7 }), misses: [] },
    });
    renderAdmin("/improvements", { apiUrl: api.url, permissions: READER });
    const list = await screen.findByRole("region", { name: "Liste des questions" }, FIRST_SCREEN);
    fireEvent.click(await within(list).findByRole("button", { name: /Question 23/ }));
    const detail = screen.getByRole("region", { name: "Détail de la question" });
    const wordings = await within(detail).findByRole("region", { name: "Autres formulations" });
    expect(within(wordings).getAllByRole("listitem")).toHaveLength(7);
    expect(within(wordings).queryByText(/autres? formulations?$/)).toBeNull();
  });

  it("opens a question from its address under its own assistant, in its own account", async () => {
    api.on("GET", "/api/accounts/", {
      json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
    });
    api.on("GET", "/api/bots/", ({ query }) => ({
      json: paged(
        query.account === "2"
          ? [botFixture(8, "Médiathèque de Lyon", { account: 2 })]
          : [botFixture(3, "Mairie"), botFixture(5, "Médiathèque")],
      ),
    }));
    api.on("GET", "/api/bots/8/", { json: botFixture(8, "Médiathèque de Lyon", { account: 2 }) });
    const lyonDog = { ...DOG_DETAIL, bot: 8 };
    api.on("GET", "/api/missed_questions/", ({ query }) => ({
      json: paged(query.bot_id === "8" ? [{ ...DOG, bot: 8 }] : [question(22)]),
    }));
    api.on("GET", "/api/missed_questions/21/", { json: lyonDog });
    const app = renderAdmin("/improvements?question=21", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("heading", { name: DOG.question });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe(
        "Médiathèque de Lyon",
      ),
    );
    expect(screen.getByRole("button", { name: /Ville de Lyon/ })).toBeTruthy();
    const list = screen.getByRole("region", { name: "Liste des questions" });
    expect(
      await within(list).findByRole("button", { name: /Comment inscrire mon chien/ }),
    ).toBeTruthy();
    expect(within(list).queryByText("Question 22 ?")).toBeNull();
    expect(new URLSearchParams(app.router.state.location.search).get("assistant")).toBe("8");
  });

  it("opens the conversation of a miss in Conversations, whatever page of it the conversation is on, at the missed answer", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([DOG]) });
    api.on("GET", "/api/missed_questions/21/", { json: DOG_DETAIL });
    // The miss was asked in the second session (52) of a conversation begun by 50, not on page 1.
    api.on("GET", "/api/sessions/", {
      json: paged([{ ...CONVERSATION, id: 90, last_message: "Autre" }], 45),
    });
    api.on("GET", "/api/sessions/52/", { json: CONVERSATION });
    api.on("GET", "/api/messages/", {
      json: paged([
        {
          id: 1,
          session: 52,
          sent_from: "user",
          sent_at: "2025-03-03T13:05:00Z",
          message: "Comment inscrire mon chien au concours canin ?",
        },
        {
          id: 12,
          session: 52,
          sent_from: "bot",
          sent_at: "2025-03-03T13:05:00Z",
          message: "Je ne sais pas.",
          missed_question: 21,
        },
      ]),
    });
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => {});
    const app = renderAdmin("/improvements?question=21", {
      apiUrl: api.url,
      permissions: [...READER, "chats.view_conversation"],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    const misses = await within(detail).findByRole("region", {
      name: "Dernières réponses manquées",
    });
    const [, earlier] = within(misses).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    const link = within(earlier).getByRole("link", { name: "Voir la conversation" });
    expect(link.getAttribute("href")).toBe("/chats?assistant=3&conversation=50&message=10");
    fireEvent.click(
      within(misses).getAllByRole("link", { name: "Voir la conversation" })[0] as HTMLElement,
    );

    const conversation = await screen.findByRole("region", { name: "Détail de la conversation" });
    expect(
      await within(conversation).findByRole("heading", { level: 2, name: /Conversation du/ }),
    ).toBeTruthy();
    await within(conversation).findByText("Je ne sais pas.");
    // The missed answer is the one pointed at.
    const pointed = within(conversation).getByRole("article", { current: true });
    expect(pointed.textContent).toContain("Je ne sais pas.");
    expect(within(conversation).getByText(/Réponse à améliorer/)).toBeTruthy();
    // Scrolled to, as a long conversation would need.
    expect(scrolled.mock.contexts).toEqual([pointed.parentElement]);
    expect(app.router.state.location.pathname).toBe("/chats");
    expect(api.requests.some((request) => request.path === "/api/sessions/52/")).toBe(true);
  });

  it("offers no way to a miss's conversation to a user who may not read conversations", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([DOG]) });
    api.on("GET", "/api/missed_questions/21/", { json: DOG_DETAIL });
    renderAdmin("/improvements?question=21", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    const misses = await within(detail).findByRole("region", {
      name: "Dernières réponses manquées",
    });
    // The misses themselves show, what the visitor said included.
    expect(within(misses).getByText("Le règlement du concours est en mairie.")).toBeTruthy();
    expect(within(misses).queryByRole("link", { name: "Voir la conversation" })).toBeNull();
  });

  it("marks a question fixed for a user who may, and it leaves the questions to do", async () => {
    let status = "todo";
    api.on("GET", "/api/missed_questions/", (request) => ({
      json: paged(request.query.status === status ? [{ ...DOG, status }] : []),
    }));
    api.on("GET", "/api/missed_questions/21/", () => ({
      json: { ...DOG_DETAIL, status, reopened: status === "todo" },
    }));
    api.on("PATCH", "/api/missed_questions/21/", (request) => {
      status = (request.body as { status: string }).status;
      return {
        json: { ...DOG, status, reopened: false, status_changed_at: "2025-03-10T14:00:00Z" },
      };
    });
    renderAdmin("/improvements?question=21", { apiUrl: api.url, permissions: EDITOR });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    const fix = await within(detail).findByRole("button", { name: "Marquer comme corrigée" });
    expect(within(detail).getByRole("button", { name: "Ignorer" })).toBeTruthy();
    expect(within(detail).queryByRole("button", { name: "Remettre à faire" })).toBeNull();
    expect(api.requests.some((request) => request.method === "PATCH")).toBe(false);
    fireEvent.click(fix);

    expect(await screen.findByText("Question marquée comme corrigée")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "PATCH")).toEqual([
      expect.objectContaining({ path: "/api/missed_questions/21/", body: { status: "fixed" } }),
    ]);
    const list = screen.getByRole("region", { name: "Liste des questions" });
    expect(
      await within(list).findByText("Aucune question à améliorer pour Mairie sur cette période."),
    ).toBeTruthy();
    // Still open, to undo it if need be.
    expect(await within(detail).findByRole("button", { name: "Remettre à faire" })).toBeTruthy();
    expect(within(detail).queryByRole("button", { name: "Marquer comme corrigée" })).toBeNull();
    expect(detail.textContent).toMatch(/Marquée comme corrigée le 1 mars 2025/);
    expect(within(detail).queryByText("Revenue")).toBeNull();

    await pick("Statut", "Corrigées");
    expect(await within(list).findByRole("button", { name: /chien/ })).toBeTruthy();
  });

  it("writes the answer to a question with its wordings, which leaves it marked fixed", async () => {
    let status = "todo";
    api.on("GET", "/api/missed_questions/", (request) => ({
      json: paged(request.query.status === status ? [{ ...DOG, status }] : []),
    }));
    api.on("GET", "/api/missed_questions/21/", () => ({ json: { ...DOG_DETAIL, status } }));
    api.on("POST", "/api/curated_answers/", (request) => {
      status = "fixed";
      return curatedAnswerCreated(request);
    });
    renderAdmin("/improvements?question=21", {
      apiUrl: api.url,
      permissions: [...EDITOR, "bots.add_curatedanswer"],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    fireEvent.click(await within(detail).findByRole("button", { name: "Écrire la réponse" }));

    const dialog = await screen.findByRole("dialog", { name: "Nouvelle réponse validée" });
    expect(dialog.textContent).toMatch(/la question à améliorer est marquée comme corrigée/);
    // The latest answer it got is there to be read, folded.
    expect(
      within(dialog).getByText("Voir la réponse donnée au visiteur").closest("details")
        ?.textContent,
    ).toContain("Voir le site");
    expect((within(dialog).getByLabelText(/^Question/) as HTMLInputElement).value).toBe(
      DOG.question,
    );
    const answer = within(dialog).getByLabelText(/^Réponse/);
    await waitFor(() => expect(document.activeElement).toBe(answer));
    fireEvent.change(answer, { target: { value: "Inscriptions à l'accueil de la mairie." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Réponse validée enregistrée")).toBeTruthy();
    expect(screen.getByText(/La question est marquée comme corrigée\./)).toBeTruthy();
    expect(
      api.requests.filter((request) => request.method === "POST").map((request) => request.body),
    ).toEqual([
      {
        bot: 3,
        question: DOG.question,
        wordings: DOG.wordings,
        answer: "Inscriptions à l'accueil de la mairie.",
        missed_question: 21,
      },
    ]);
    const list = screen.getByRole("region", { name: "Liste des questions" });
    expect(
      await within(list).findByText("Aucune question à améliorer pour Mairie sur cette période."),
    ).toBeTruthy();
  });

  it("writes the answer without marking the question, for a user who may not mark it", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([DOG]) });
    api.on("GET", "/api/missed_questions/21/", { json: DOG_DETAIL });
    api.on("POST", "/api/curated_answers/", curatedAnswerCreated);
    renderAdmin("/improvements?question=21", {
      apiUrl: api.url,
      permissions: [...READER, "bots.add_curatedanswer"],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    fireEvent.click(await within(detail).findByRole("button", { name: "Écrire la réponse" }));
    // Writing the answer is all this user may do to the question.
    expect(within(detail).queryByRole("button", { name: "Marquer comme corrigée" })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle réponse validée" });
    expect(dialog.textContent).not.toMatch(/marquée comme corrigée/);
    fireEvent.change(within(dialog).getByLabelText(/^Réponse/), {
      target: { value: "Inscriptions à l'accueil de la mairie." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Réponse validée enregistrée")).toBeTruthy();
    expect(screen.queryByText(/La question est marquée comme corrigée\./)).toBeNull();
    const [written] = api.requests.filter((request) => request.method === "POST");
    expect(written?.body).not.toHaveProperty("missed_question");
  });

  it("changes the answer its assistant already gives to a question come back, which fixes it again", async () => {
    // DOG was fixed by an answer, and missed again since.
    api.on("GET", "/api/missed_questions/", { json: paged([DOG]) });
    api.on("GET", "/api/missed_questions/21/", { json: DOG_DETAIL });
    const given = curatedAnswerFixture(9, {
      question: DOG.question.toUpperCase(),
      wordings: ["concours canin inscription"],
      answer: "Inscriptions à l'accueil de la mairie.",
      uses: 2,
    });
    api.on("GET", "/api/curated_answers/", (request) => ({
      json: paged(
        request.query.bot_id === "3" && request.query.question === DOG.question ? [given] : [],
      ),
    }));
    api.on("PATCH", "/api/curated_answers/9/", (request) => ({
      json: { ...given, ...(request.body as object) },
    }));
    renderAdmin("/improvements?question=21", {
      apiUrl: api.url,
      permissions: [
        ...EDITOR,
        "bots.view_curatedanswer",
        "bots.add_curatedanswer",
        "bots.change_curatedanswer",
      ],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    fireEvent.click(
      await within(detail).findByRole("button", { name: "Modifier la réponse validée" }),
    );
    expect(within(detail).queryByRole("button", { name: "Écrire la réponse" })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Modifier la réponse validée" });
    expect(dialog.textContent).toMatch(/la question à améliorer est marquée comme corrigée/);
    const answer = within(dialog).getByLabelText(/^Réponse/) as HTMLTextAreaElement;
    expect(answer.value).toBe(given.answer);
    fireEvent.change(answer, { target: { value: "Inscriptions en mairie, avant le 1er mai." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(/La question est marquée comme corrigée\./)).toBeTruthy();
    expect(
      api.requests.filter((request) => request.method !== "GET").map((request) => request.body),
    ).toEqual([
      {
        question: DOG.question.toUpperCase(),
        wordings: given.wordings,
        answer: "Inscriptions en mairie, avant le 1er mai.",
        link: null,
        missed_question: 21,
      },
    ]);
  });

  it("marks several questions picked in the list at once, and keeps them picked when refused", async () => {
    const statuses = new Map([21, 22, 23].map((id) => [id, "todo"]));
    api.on("GET", "/api/missed_questions/", (request) => ({
      json: paged(
        [DOG, question(22), question(23)]
          .map((row) => ({ ...row, status: statuses.get(row.id) }))
          .filter((row) => row.status === request.query.status),
      ),
    }));
    let refuse = true;
    api.on("PATCH", "/api/missed_questions/", (request) => {
      const { ids, status } = request.body as { ids: number[]; status: string };
      if (refuse)
        return { status: 400, json: { ids: ['Invalid pk "22" - object does not exist.'] } };
      for (const id of ids) statuses.set(id, status);
      return { status: 204 };
    });
    renderAdmin("/improvements", { apiUrl: api.url, permissions: EDITOR });
    const list = await screen.findByRole("region", { name: "Liste des questions" }, FIRST_SCREEN);
    const pageBox = await within(list).findByRole("checkbox", {
      name: "Sélectionner les questions de la page",
    });
    expect(within(list).getByText("3 questions")).toBeTruthy();
    // Nothing to act on before a question is picked.
    expect(within(list).queryByRole("button", { name: "Ignorer" })).toBeNull();

    fireEvent.click(
      within(list).getByRole("checkbox", { name: "Sélectionner «\u00a0Question 22 ?\u00a0»" }),
    );
    expect(within(list).getByText("1 question sélectionnée")).toBeTruthy();
    expect(pageBox.getAttribute("aria-checked")).toBe("mixed");
    fireEvent.click(pageBox);
    expect(within(list).getByText("3 questions sélectionnées")).toBeTruthy();
    fireEvent.click(
      within(list).getByRole("checkbox", { name: "Sélectionner «\u00a0Question 23 ?\u00a0»" }),
    );
    expect(within(list).getByText("2 questions sélectionnées")).toBeTruthy();
    // The questions to do are offered to be fixed or ignored, not to be done again.
    expect(within(list).getByRole("button", { name: "Marquer comme corrigées" })).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "Remettre à faire" })).toBeNull();

    fireEvent.click(within(list).getByRole("button", { name: "Ignorer" }));
    expect(await screen.findByText("L'élément 22 n'existe pas ou a été supprimé.")).toBeTruthy();
    expect(within(list).getByText("2 questions sélectionnées")).toBeTruthy();

    refuse = false;
    const ignore = within(list).getByRole("button", { name: "Ignorer" }) as HTMLButtonElement;
    await waitFor(() => expect(ignore.disabled).toBe(false));
    fireEvent.click(ignore);
    expect(await screen.findByText("2 questions ignorées")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "PATCH").at(-1)?.body).toEqual({
      ids: [21, 22],
      status: "ignored",
    });
    expect(await within(list).findByText("1 question")).toBeTruthy();
    expect(within(list).queryByText("Question 22 ?")).toBeNull();
    expect(pageBox.getAttribute("aria-checked")).toBe("false");

    await pick("Statut", "Ignorées");
    expect(await within(list).findByText("Question 22 ?")).toBeTruthy();
    fireEvent.click(
      within(list).getByRole("checkbox", { name: "Sélectionner «\u00a0Question 22 ?\u00a0»" }),
    );
    expect(within(list).getByRole("button", { name: "Remettre à faire" })).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "Ignorer" })).toBeNull();
  });

  it("offers no marking to a user who may only read the questions", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([DOG]) });
    api.on("GET", "/api/missed_questions/21/", { json: DOG_DETAIL });
    renderAdmin("/improvements?question=21", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la question" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("heading", { level: 2 });
    expect(within(detail).queryAllByRole("button")).toEqual([]);
    const list = screen.getByRole("region", { name: "Liste des questions" });
    expect(await within(list).findByText("1 question")).toBeTruthy();
    expect(within(list).queryAllByRole("checkbox")).toEqual([]);
  });

  it("pages through the questions", async () => {
    api.on("GET", "/api/missed_questions/", (request) => ({
      json: paged([question(Number(request.query.page ?? 1) * 100)], 45),
    }));
    renderAdmin("/improvements", { apiUrl: api.url, permissions: READER });
    const pages = await screen.findByRole(
      "navigation",
      { name: "Pages des questions" },
      FIRST_SCREEN,
    );
    expect(pages.textContent).toContain("Page 1 sur 3");
    fireEvent.click(within(pages).getByRole("button", { name: "Suivante" }));
    expect(await screen.findByText("Question 200 ?")).toBeTruthy();
    expect(pages.textContent).toContain("Page 2 sur 3");
  });

  it("shows an error with a retry when the questions or one of them cannot load", async () => {
    let refusals = 1;
    api.on("GET", "/api/missed_questions/", () => {
      if (refusals-- > 0) return { status: 403, json: { detail: "Forbidden." } };
      return { json: paged([question(7)]) };
    });
    api.on("GET", "/api/missed_questions/7/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/improvements?question=7", { apiUrl: api.url, permissions: READER });
    const list = await screen.findByRole("region", { name: "Liste des questions" }, FIRST_SCREEN);
    expect(
      await within(list).findByText("Impossible de charger les questions à améliorer."),
    ).toBeTruthy();
    const detail = screen.getByRole("region", { name: "Détail de la question" });
    expect(await within(detail).findByText("Impossible de charger cette question.")).toBeTruthy();
    expect(within(detail).getByRole("button", { name: "Réessayer" })).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: "Réessayer" }));
    expect(await within(list).findByText("Question 7 ?")).toBeTruthy();
  });

  it("points to the assistants screen when there is no assistant", async () => {
    api.on("GET", "/api/bots/", { json: paged([]) });
    renderAdmin("/improvements", { apiUrl: api.url, permissions: READER });
    const empty = await screen.findByText(/Aucun assistant pour l'instant/, {}, FIRST_SCREEN);
    expect(within(empty).getByRole("link", { name: "Assistant IA" }).getAttribute("href")).toBe(
      "/bots",
    );
  });

  it("is an entry of the Assistants group after Conversations, for those who may read it", async () => {
    api.on("GET", "/api/missed_questions/", { json: paged([]) });
    renderAdmin("/improvements", {
      apiUrl: api.url,
      permissions: [...READER, "chats.view_conversation"],
    });
    const nav = await screen.findByRole("navigation", { name: "Navigation principale" });
    const entries = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent?.trim());
    const conversations = entries.indexOf("Conversations");
    expect(entries.slice(conversations, conversations + 3)).toEqual([
      "Conversations",
      "À améliorer",
      "Applications",
    ]);
    expect(within(nav).getByRole("link", { name: "À améliorer" }).getAttribute("href")).toBe(
      "/improvements",
    );
  });

  it("is refused, hidden from the navigation, to a user who may not read the questions", async () => {
    renderAdmin("/improvements", {
      apiUrl: api.url,
      permissions: ["bots.view_bot", "chats.view_conversation"],
    });
    expect(await screen.findByText("Accès refusé", {}, FIRST_SCREEN)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "Conversations" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "À améliorer" })).toBeNull();
    expect(listRequests()).toEqual([]);
  });
});
