import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountFixture, botFixture, curatedAnswerCreated } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

/** Who may open Conversations: reading them, and the assistants to pick one. */
const READER = ["bots.view_bot", "chats.view_conversation"];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", {
    json: paged([botFixture(3, "Mairie"), botFixture(5, "Médiathèque")]),
  });
});

function conversation(id: number, botId: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    bot: botId,
    started_at: "2025-03-03T13:05:00Z",
    closed_at: null,
    message_count: 4,
    last_message: `Dernier message ${id}`,
    likes: 0,
    dislikes: 0,
    ...overrides,
  };
}

function message(id: number, sentFrom: "user" | "bot", text: string, extra = {}) {
  return {
    id,
    session: 11,
    sent_from: sentFrom,
    sent_at: "2025-03-03T13:05:00Z",
    message: text,
    rating: 0,
    reformulated_message: "",
    links: [],
    ...extra,
  };
}

const CONVERSATION_MESSAGES = [
  message(1, "user", "Quels sont les horaires ?"),
  message(2, "bot", "La mairie ouvre à 9 h.", {
    rating: 1,
    links: [{ url: "https://mairie.example/horaires", chunk: "Ouverture du lundi au vendredi." }],
    outcome: "passages",
    confidence: 0.62,
  }),
  message(3, "user", "Et le samedi ?"),
  message(4, "bot", "Je ne sais pas.", {
    outcome: "no_answer",
    confidence: 0,
    rating: -1,
    rating_comment: "Les horaires du samedi sont sur l'affiche de l'entrée.",
    links: [
      {
        url: "",
        chunk: "Le samedi matin, permanence de l'état civil.",
        knowledge_base: { id: 7, name: "Guide des démarches", type: "document" },
      },
      {
        url: "",
        chunk: "Mariages le samedi sur rendez-vous.",
        knowledge_base: { id: 8, name: "État civil", type: "text" },
      },
      // Its knowledge base deleted since.
      { url: "", chunk: "Permanence des élus le samedi.", knowledge_base: null },
    ],
    // Filed among the questions to improve.
    missed_question: 21,
  }),
];

describe("the conversations screen", () => {
  it("opens a conversation of the first assistant with its ratings and sources", async () => {
    api.on("GET", "/api/sessions/", {
      json: paged([
        conversation(11, 3, { likes: 1, dislikes: 1, last_message: "Je ne sais pas." }),
      ]),
    });
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });

    const list = await screen.findByRole(
      "region",
      { name: "Liste des conversations" },
      FIRST_SCREEN,
    );
    const row = await within(list).findByRole("button", { name: /Je ne sais pas\./ });
    expect(row.textContent).toContain("4 messages");
    expect(within(row).getByText("1 réponse utile")).toBeTruthy();
    expect(within(row).getByText("1 réponse inutile")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe("Mairie");
    expect(api.requests.find((request) => request.path === "/api/sessions/")?.query).toEqual({
      bot_id: "3",
      page: "1",
      page_size: "20",
    });

    fireEvent.click(row);
    const detail = screen.getByRole("region", { name: "Détail de la conversation" });
    const messages = await within(detail).findByRole("list", { name: "Messages" });
    expect(document.activeElement).toBe(within(detail).getByRole("heading", { level: 2 }));
    expect(row.getAttribute("aria-current")).toBe("true");
    expect(Array.from(messages.children, (item) => item.textContent)).toEqual([
      expect.stringContaining("Visiteur"),
      expect.stringContaining("Assistant"),
      expect.stringContaining("Visiteur"),
      expect.stringContaining("Assistant"),
    ]);
    const liked = within(detail).getByRole("article", { name: "Réponse de l'assistant" });
    expect(liked.textContent).toContain("Jugée utile");
    const link = within(liked).getByRole("link", { name: "https://mairie.example/horaires" });
    expect(link.getAttribute("href")).toBe("https://mairie.example/horaires");
    expect(
      within(liked).getByText("Ouverture du lundi au vendredi.").closest("details"),
    ).toBeTruthy();

    const disliked = within(detail).getByRole("article", { name: "Réponse mal notée" });
    expect(disliked.textContent).toContain("Je ne sais pas.");
    expect(disliked.textContent).toContain("Jugée inutile");
    expect(
      within(disliked).getByRole("figure", { name: "Ce qu'en dit le visiteur" }).textContent,
    ).toContain("Les horaires du samedi sont sur l'affiche de l'entrée.");
    expect(within(liked).queryByRole("figure")).toBeNull();
    // Each passage under the name of its document or text, as the owner knows it.
    const sources = within(disliked).getByRole("region", { name: "Sources" });
    expect(
      within(sources)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("details")?.previousElementSibling?.textContent),
    ).toEqual([
      "Guide des démarchesDocument",
      "État civilTexte",
      "Extrait de la base de connaissances",
    ]);
    expect(within(disliked).getByText("Le samedi matin, permanence de l'état civil.")).toBeTruthy();
    expect(within(detail).getByText(/1 réponse mal notée/)).toBeTruthy();

    // What answered each: passages found with their relevance, and a miss that stands out.
    expect(within(liked).getByText("Extraits cités")).toBeTruthy();
    expect(liked.textContent).toMatch(/Pertinence de la source\u00a0: 62\s%/);
    const miss = within(disliked).getByText("Sans réponse");
    expect(miss.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
    expect(disliked.textContent).not.toContain("Pertinence");
  });

  it("says nothing of what answered an answer stored before the server recorded it", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(13, 3)]) });
    api.on("GET", "/api/messages/", {
      json: paged([message(1, "user", "Bonjour"), message(2, "bot", "Bonjour !")]),
    });
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    const list = await screen.findByRole(
      "region",
      { name: "Liste des conversations" },
      FIRST_SCREEN,
    );
    fireEvent.click(await within(list).findByRole("button", { name: /Dernier message 13/ }));
    const detail = screen.getByRole("region", { name: "Détail de la conversation" });
    const answer = await within(detail).findByRole("article", { name: "Réponse de l'assistant" });
    expect(answer.textContent).toContain("Non notée");
    expect(answer.textContent).not.toMatch(/Extraits cités|Sans réponse|Rédigée|Pertinence/);
  });

  it("shows a courtesy reply to small talk for what it is, with nothing to rate, cite or correct", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(14, 3)]) });
    api.on("GET", "/api/messages/", {
      json: paged([
        message(10, "user", "Bonjour"),
        message(11, "bot", "Bonjour ! Je suis Mairie, comment puis-je vous aider ?", {
          outcome: "small_talk",
          confidence: null,
        }),
        ...CONVERSATION_MESSAGES.slice(0, 2),
      ]),
    });
    renderAdmin("/chats?conversation=14", {
      apiUrl: api.url,
      permissions: [...READER, "bots.view_curatedanswer", "bots.add_curatedanswer"],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    const [courtesy, answered] = within(detail).getAllByRole("article", {
      name: "Réponse de l'assistant",
    }) as [HTMLElement, HTMLElement];
    const label = within(courtesy).getByText("Formule de politesse");
    expect(label.closest("[data-variant]")?.getAttribute("title")).toMatch(/sans rien demander/);
    expect(courtesy.textContent).not.toMatch(/Non notée|Aucune source|Pertinence/);
    expect(within(courtesy).queryByRole("button", { name: "Corriger cette réponse" })).toBeNull();
    // The answer to the question that follows is shown and corrected as before.
    expect(answered.textContent).toContain("Jugée utile");
    expect(within(answered).getByRole("button", { name: "Corriger cette réponse" })).toBeTruthy();
  });

  it("draws an answer's Markdown as the widget does: tables, links, and no HTML", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(12, 3)]) });
    api.on("GET", "/api/messages/", {
      json: paged([
        message(1, "user", "Quels tarifs ?"),
        message(
          2,
          "bot",
          [
            "Les **tarifs** ([détail](https://mairie.example/tarifs)) :",
            "",
            "| Carte | Prix |",
            "|---|--:|",
            "| Jeune | 5 € |",
            "",
            '<img src=x onerror="alert(1)"> [piège](javascript:alert(1))',
          ].join("\n"),
        ),
      ]),
    });
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    const list = await screen.findByRole(
      "region",
      { name: "Liste des conversations" },
      FIRST_SCREEN,
    );
    fireEvent.click(await within(list).findByRole("button", { name: /Dernier message 12/ }));
    const answer = await screen.findByRole("article", { name: "Réponse de l'assistant" });
    const table = await within(answer).findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Carte", "Prix"]);
    expect(within(table).getByRole("cell", { name: "5 €" })).toBeTruthy();
    expect(within(answer).getByText("tarifs").tagName).toBe("STRONG");
    expect(within(answer).getByRole("link", { name: "détail" }).getAttribute("href")).toBe(
      "https://mairie.example/tarifs",
    );
    expect(within(answer).queryByRole("link", { name: "piège" })).toBeNull();
    expect(answer.querySelector("img")).toBeNull();
    expect(answer.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it("lists another assistant's conversations with a disliked answer only", async () => {
    api.on("GET", "/api/sessions/", (request) => ({
      json: paged(
        request.query.rating === "-1"
          ? []
          : [conversation(20 + Number(request.query.bot_id), Number(request.query.bot_id))],
      ),
    }));
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    const list = await screen.findByRole(
      "region",
      { name: "Liste des conversations" },
      FIRST_SCREEN,
    );
    expect(await within(list).findByText("Dernier message 23")).toBeTruthy();

    const select = screen.getByRole("combobox", { name: "Assistant" });
    fireEvent.keyDown(select, { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Médiathèque" }));
    expect(await within(list).findByText("Dernier message 25")).toBeTruthy();

    fireEvent.click(screen.getByRole("switch", { name: "Seulement les réponses mal notées" }));
    expect(
      await within(list).findByText(
        "Aucune conversation de Médiathèque ne contient de réponse mal notée.",
      ),
    ).toBeTruthy();
    expect(api.requests.at(-1)?.query).toEqual({
      bot_id: "5",
      rating: "-1",
      page: "1",
      page_size: "20",
    });
  });

  it("pages through the conversations", async () => {
    api.on("GET", "/api/sessions/", (request) => ({
      json: paged([conversation(Number(request.query.page ?? 1) * 100, 3)], 45),
    }));
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    expect(await screen.findByText("Page 1 sur 3", {}, FIRST_SCREEN)).toBeTruthy();
    expect(screen.getByText("45 conversations")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Précédente" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Suivante" }));
    expect(await screen.findByText("Dernier message 200")).toBeTruthy();
    expect(screen.getByText("Page 2 sur 3")).toBeTruthy();
  });

  it("shows an error with a retry when the conversations cannot load", async () => {
    let failures = 1;
    api.on("GET", "/api/sessions/", () => {
      if (failures-- > 0) return { status: 500, json: { detail: "Boom." } };
      return { json: paged([conversation(7, 3)]) };
    });
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    expect(
      await screen.findByText("Impossible de charger les conversations.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Dernier message 7")).toBeTruthy();
  });

  it("reopens a conversation from the address, and says when its messages cannot load", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(9, 5)]) });
    api.on("GET", "/api/messages/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/chats?assistant=5&conversation=9", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    expect(
      await within(detail).findByText("Impossible de charger les messages de cette conversation."),
    ).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe("Médiathèque");
    expect(document.activeElement).not.toBe(within(detail).getByRole("heading", { level: 2 }));
    expect(within(detail).getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("opens a conversation from the address that the page shown does not hold, from any of its sessions", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(90, 5)], 45) });
    api.on("GET", "/api/sessions/12/", {
      json: conversation(11, 5, { dislikes: 1, last_message: "Je ne sais pas." }),
    });
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    renderAdmin("/chats?assistant=5&conversation=12", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    expect(within(detail).getByText(/1 réponse mal notée/)).toBeTruthy();
    expect(api.requests.find((request) => request.path === "/api/messages/")?.query).toMatchObject({
      session_id: "11",
    });
    // The list stays on its page, none of its rows picked.
    const list = screen.getByRole("region", { name: "Liste des conversations" });
    expect(within(list).getByText("Page 1 sur 3")).toBeTruthy();
    expect(
      within(list)
        .getByRole("button", { name: /Dernier message 90/ })
        .getAttribute("aria-current"),
    ).toBeNull();
  });

  it("says so when a conversation of the address is gone or of another assistant", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(90, 3)]) });
    api.on("GET", "/api/sessions/12/", { status: 404, json: { detail: "Not found." } });
    api.on("GET", "/api/sessions/13/", { json: conversation(13, 5) });
    const app = renderAdmin("/chats?conversation=12", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    expect(
      await within(detail).findByText(
        "Cette conversation n'existe plus, ou n'est pas une conversation de Mairie.",
      ),
    ).toBeTruthy();
    await app.router.navigate("/chats?assistant=3&conversation=13");
    expect(
      await within(detail).findByText(
        "Cette conversation n'existe plus, ou n'est pas une conversation de Mairie.",
      ),
    ).toBeTruthy();
    expect(within(detail).queryByRole("list", { name: "Messages" })).toBeNull();
    expect(api.requests.some((request) => request.path === "/api/messages/")).toBe(false);
  });

  it("opens a conversation linked without its assistant under its own assistant", async () => {
    api.on("GET", "/api/sessions/", ({ query }) => ({
      json: paged(query.bot_id === "5" ? [conversation(90, 5)] : [conversation(91, 3)], 45),
    }));
    api.on("GET", "/api/sessions/12/", { json: conversation(11, 5, { dislikes: 1 }) });
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    const app = renderAdmin("/chats?conversation=12&message=4", {
      apiUrl: api.url,
      permissions: READER,
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    expect(within(detail).getByText(/1 réponse mal notée/)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe("Médiathèque");
    expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
      assistant: "5",
      conversation: "12",
      message: "4",
    });
    // Completed in place: going back leaves the screen rather than opening the link again.
    expect(app.router.state.historyAction).toBe("REPLACE");
    expect(
      api.requests
        .filter((request) => request.path === "/api/sessions/")
        .map((r) => r.query.bot_id),
    ).not.toContain("3");
  });

  it("opens a conversation linked without its assistant in its own account", async () => {
    api.on("GET", "/api/accounts/", {
      json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
    });
    api.on("GET", "/api/bots/", ({ query }) => ({
      json: paged(
        query.account === "2" ? [botFixture(8, "Médiathèque de Lyon", { account: 2 })] : [],
      ),
    }));
    api.on("GET", "/api/bots/8/", { json: botFixture(8, "Médiathèque de Lyon", { account: 2 }) });
    api.on("GET", "/api/sessions/11/", { json: conversation(11, 8) });
    api.on("GET", "/api/sessions/", ({ query }) => ({
      json: paged(query.bot_id === "8" ? [conversation(11, 8)] : []),
    }));
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    renderAdmin("/chats?conversation=11", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe(
      "Médiathèque de Lyon",
    );
    expect(screen.getByRole("button", { name: /Ville de Lyon/ })).toBeTruthy();
  });

  it("says so when a conversation linked without its assistant cannot be read", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(90, 3)]) });
    api.on("GET", "/api/sessions/12/", { status: 404, json: { detail: "Not found." } });
    const app = renderAdmin("/chats?conversation=12", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    expect(
      await within(detail).findByText(
        "Cette conversation n'existe plus, ou n'est pas une conversation de Mairie.",
      ),
    ).toBeTruthy();
    expect(app.router.state.location.search).toBe("?conversation=12");
    expect(api.requests.some((request) => request.path === "/api/messages/")).toBe(false);
  });

  it("opens a conversation of another of the user's accounts in that account", async () => {
    api.on("GET", "/api/accounts/", {
      json: paged([accountFixture(1, "Démo"), accountFixture(2, "Ville de Lyon")]),
    });
    api.on("GET", "/api/bots/", ({ query }) => ({
      json: paged(
        query.account === "2"
          ? [botFixture(8, "Médiathèque de Lyon", { account: 2 })]
          : [botFixture(3, "Mairie")],
      ),
    }));
    api.on("GET", "/api/bots/8/", { json: botFixture(8, "Médiathèque de Lyon", { account: 2 }) });
    api.on("GET", "/api/sessions/", ({ query }) => ({
      json: paged(query.bot_id === "8" ? [conversation(11, 8)] : []),
    }));
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    renderAdmin("/chats?assistant=8&conversation=11", {
      apiUrl: api.url,
      permissions: READER,
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    expect(within(detail).queryByText(/Cette conversation n'existe plus/)).toBeNull();
    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe(
      "Médiathèque de Lyon",
    );
    expect(screen.getByRole("button", { name: /Ville de Lyon/ })).toBeTruthy();
  });

  it("says so when the assistant has no conversation yet", async () => {
    api.on("GET", "/api/sessions/", { json: paged([]) });
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    expect(
      await screen.findByText("Mairie n'a pas encore eu de conversation.", {}, FIRST_SCREEN),
    ).toBeTruthy();
  });

  it("points to the assistants screen when there is no assistant", async () => {
    api.on("GET", "/api/bots/", { json: paged([]) });
    renderAdmin("/chats", { apiUrl: api.url, permissions: READER });
    const empty = await screen.findByText(/Aucun assistant pour l'instant/, {}, FIRST_SCREEN);
    expect(within(empty).getByRole("link", { name: "Assistant IA" }).getAttribute("href")).toBe(
      "/bots",
    );
  });

  it("deletes a conversation for good, after asking, for a user who may", async () => {
    let conversations = [conversation(11, 3), conversation(12, 3)];
    api.on("GET", "/api/sessions/", () => ({ json: paged(conversations) }));
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    api.on("DELETE", "/api/sessions/11/", () => {
      conversations = conversations.filter((entry) => entry.id !== 11);
      return { status: 204 };
    });
    renderAdmin("/chats?conversation=11", {
      apiUrl: api.url,
      permissions: [...READER, "chats.delete_conversation"],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    fireEvent.click(
      await within(detail).findByRole("button", { name: "Supprimer la conversation" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Supprimer la conversation\u00a0?",
    });
    expect(dialog.textContent).toContain("Ses 4 messages");
    expect(api.requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));

    expect(await screen.findByText("Conversation supprimée")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "DELETE")).toEqual([
      expect.objectContaining({ path: "/api/sessions/11/", body: undefined }),
    ]);
    const list = screen.getByRole("region", { name: "Liste des conversations" });
    await waitFor(() => expect(within(list).queryByText("Dernier message 11")).toBeNull());
    expect(within(list).getByText("Dernier message 12")).toBeTruthy();
    expect(
      await within(detail).findByText(/Choisissez une conversation pour lire ses messages/),
    ).toBeTruthy();
  });

  it("offers no deletion to a user who may only read conversations", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(11, 3)]) });
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    renderAdmin("/chats?conversation=11", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    expect(within(detail).queryByRole("button", { name: "Supprimer la conversation" })).toBeNull();
  });

  it("corrects an answer with the visitor's question that preceded it, for a user who may", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(11, 3)]) });
    api.on("GET", "/api/messages/", {
      json: paged([
        message(0, "bot", "Bonjour, que puis-je pour vous ?"),
        ...CONVERSATION_MESSAGES,
        message(5, "user", "Et le dimanche ?"),
        message(6, "bot", "Fermé le dimanche.", { outcome: "curated", curated_answer: 8 }),
      ]),
    });
    api.on("POST", "/api/curated_answers/", curatedAnswerCreated);
    renderAdmin("/chats?conversation=11", {
      apiUrl: api.url,
      permissions: [
        ...READER,
        "bots.view_curatedanswer",
        "bots.add_curatedanswer",
        "chats.change_missedquestion",
      ],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    // The welcome message answers nothing, and the team's own answer is corrected where it is written.
    expect(within(detail).getAllByRole("button", { name: "Corriger cette réponse" })).toHaveLength(
      2,
    );
    const disliked = within(detail).getByRole("article", { name: "Réponse mal notée" });
    fireEvent.click(within(disliked).getByRole("button", { name: "Corriger cette réponse" }));

    const dialog = await screen.findByRole("dialog", { name: "Nouvelle réponse validée" });
    expect((within(dialog).getByLabelText(/^Question/) as HTMLInputElement).value).toBe(
      "Et le samedi ?",
    );
    expect(dialog.textContent).toContain("la question à améliorer est marquée comme corrigée");
    // The answer given is there to be read, folded; the one to write starts empty.
    const given = within(dialog).getByText("Voir la réponse donnée au visiteur");
    expect(given.closest("details")?.textContent).toContain("Je ne sais pas.");
    expect((within(dialog).getByLabelText(/^Réponse/) as HTMLTextAreaElement).value).toBe("");
    fireEvent.change(within(dialog).getByLabelText(/^Réponse/), {
      target: { value: "De 9 h à 12 h." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Réponse validée enregistrée")).toBeTruthy();
    expect(
      api.requests.filter((request) => request.method === "POST").map((request) => request.body),
    ).toEqual([
      {
        bot: 3,
        question: "Et le samedi ?",
        wordings: [],
        answer: "De 9 h à 12 h.",
        missed_question: 21,
      },
    ]);
    expect(await screen.findByText(/La question est marquée comme corrigée\./)).toBeTruthy();
  });

  it("corrects an answer that was no miss without marking any question", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(11, 3)]) });
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    api.on("POST", "/api/curated_answers/", curatedAnswerCreated);
    renderAdmin("/chats?conversation=11", {
      apiUrl: api.url,
      permissions: [...READER, "bots.view_curatedanswer", "bots.add_curatedanswer"],
    });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    const liked = await within(detail).findByRole("article", { name: "Réponse de l'assistant" });
    fireEvent.click(within(liked).getByRole("button", { name: "Corriger cette réponse" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle réponse validée" });
    expect(dialog.textContent).not.toContain("question à améliorer");
    fireEvent.change(within(dialog).getByLabelText(/^Réponse/), {
      target: { value: "De 9 h à 17 h." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Réponse validée enregistrée")).toBeTruthy();
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      bot: 3,
      question: "Quels sont les horaires ?",
      wordings: [],
      answer: "De 9 h à 17 h.",
    });
  });

  it("offers no correction to a user who may not write answers", async () => {
    api.on("GET", "/api/sessions/", { json: paged([conversation(11, 3)]) });
    api.on("GET", "/api/messages/", { json: paged(CONVERSATION_MESSAGES) });
    renderAdmin("/chats?conversation=11", { apiUrl: api.url, permissions: READER });
    const detail = await screen.findByRole(
      "region",
      { name: "Détail de la conversation" },
      FIRST_SCREEN,
    );
    await within(detail).findByRole("list", { name: "Messages" });
    expect(within(detail).queryByRole("button", { name: "Corriger cette réponse" })).toBeNull();
  });

  it("is refused, hidden from the navigation and the palette, to a user who may edit the assistants but not read conversations", async () => {
    renderAdmin("/chats?conversation=11", {
      apiUrl: api.url,
      permissions: ["bots.view_bot", "bots.change_bot"],
    });
    expect(await screen.findByText("Accès refusé", {}, FIRST_SCREEN)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).getByRole("link", { name: "Assistant IA" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Conversations" })).toBeNull();
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    const palette = await screen.findByRole("dialog");
    expect(within(palette).getByText("Assistant IA")).toBeTruthy();
    expect(within(palette).queryByText("Conversations")).toBeNull();
    const read = api.requests.filter((request) =>
      /^\/api\/(sessions|messages)\//.test(request.path),
    );
    expect(read).toEqual([]);
  });
});
