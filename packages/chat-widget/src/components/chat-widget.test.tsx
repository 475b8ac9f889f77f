import type { ApiLogger } from "@org/api-client";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WELCOME_TYPING_DELAY_MS } from "../constants";
import { type ChatApiServer, startChatApiServer } from "../test/chat-api-server";
import { ChatWidget, type ChatWidgetProps } from "./chat-widget";

let api: ChatApiServer;
const logged: unknown[][] = [];
const logger: ApiLogger = { error: (...args) => logged.push(args) };

beforeEach(() => {
  localStorage.clear();
  logged.length = 0;
});

afterEach(async () => {
  cleanup();
  // Let the requests sent on unmount (closing the session) reach the server before it stops.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await api?.close();
});

/** The live region repeats the latest reply for screen readers: look at the visible text only. */
const VISIBLE = { ignore: "script, style, [aria-live]" };

function renderWidget(props: Partial<ChatWidgetProps> = {}) {
  return render(
    <ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} defaultOpen {...props} />,
  );
}

async function acceptConsent() {
  fireEvent.click(await screen.findByRole("button", { name: "Accepter et continuer" }));
}

async function welcomed() {
  await screen.findByText("Bonjour ! Je réponds à vos questions.", VISIBLE, { timeout: 4000 });
}

function input(): HTMLTextAreaElement {
  return screen.getByPlaceholderText("Posez votre question ici...");
}

function ask(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: "Enter" });
}

/** A site as sites write it: a new logger object at each of its renders, named after the render. */
function SiteWithInlineLogger(props: { apiUrl: string; renders: number; reported: string[] }) {
  const { apiUrl, renders, reported } = props;
  return (
    <ChatWidget
      botId={1}
      apiBaseUrl={apiUrl}
      streaming={false}
      defaultOpen
      logger={{ error: (message) => reported.push(`render ${renders}: ${message}`) }}
    />
  );
}

const questions = () =>
  api.requests.filter((request) => request.path.startsWith("/api/sessions/message"));

describe("ChatWidget: privacy consent", () => {
  it("shows the privacy terms first, and nothing else of the chat", async () => {
    api = await startChatApiServer();
    renderWidget();
    const dialog = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(4);
    expect(dialog.textContent).toContain(
      "Vous devez accepter ces conditions pour utiliser le chat.",
    );
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Accepter et continuer"]);
    // No policy set for the assistant nor given by the site: the server's policy for visitors.
    const policy = within(dialog).getByRole("link", {
      name: "Lire la politique de confidentialité complète",
    });
    expect(policy.getAttribute("href")).toBe(`${api.url}/api/privacy/?lang=fr`);
    expect(screen.queryByPlaceholderText("Posez votre question ici...")).toBeNull();
    expect(screen.getByText("Propulsé par").textContent).toBe("Propulsé par Assistant IA");
  });

  it("names the assistant above its privacy terms, before any session", async () => {
    api = await startChatApiServer({ appearance: { name: "Mairie de Valbrune" } });
    renderWidget();
    await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(screen.getByRole("dialog", { name: "Mairie de Valbrune" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Mairie de Valbrune" })).toBeTruthy();
    expect(screen.queryByText("Assistant IA", { selector: "h2" })).toBeNull();
    expect(api.requests.some((request) => request.path === "/api/sessions/start")).toBe(false);
  });

  it("starts no session and writes nothing to storage before consent", async () => {
    api = await startChatApiServer();
    renderWidget();
    await screen.findByText("Accepter et continuer");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requests.some((request) => request.path === "/api/sessions/start")).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it("stores consent per bot with a timestamp, then starts the session", async () => {
    api = await startChatApiServer();
    const before = Date.now();
    renderWidget({ botId: 7 });
    await acceptConsent();
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain("/api/sessions/start"),
    );
    expect(api.requests.find((request) => request.path === "/api/sessions/start")?.body).toEqual({
      bot_id: 7,
    });
    expect(localStorage.getItem("chat-privacy-consent-7")).toBe("true");
    expect(Number(localStorage.getItem("chat-privacy-consent-7-timestamp"))).toBeGreaterThanOrEqual(
      before,
    );
    expect(await screen.findByRole("heading", { name: "Assistant de test" })).toBeTruthy();
    // Once the session has started, it is kept for the next page of the site.
    expect(JSON.parse(localStorage.getItem("chat-session-7") ?? "{}")).toMatchObject({
      session_id: 1,
      session_secret: "secret-1",
    });
    expect(localStorage.length).toBe(3);
  });

  it("links the full policy set for the assistant in the back-office, in a new tab", async () => {
    const policy = "https://www.mairie-valbrune.fr/confidentialite";
    api = await startChatApiServer({ appearance: { privacy_policy_url: policy } });
    renderWidget();
    const dialog = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    const link = within(dialog).getByRole("link", {
      name: "Lire la politique de confidentialité complète",
    });
    expect(link.getAttribute("href")).toBe(policy);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("links the site's own policy when it gives one, whatever the back-office set", async () => {
    api = await startChatApiServer({
      appearance: { privacy_policy_url: "https://www.mairie-valbrune.fr/confidentialite" },
    });
    renderWidget({ privacyPolicyUrl: "https://shop.example/privacy" });
    const dialog = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(within(dialog).getByRole("link").getAttribute("href")).toBe(
      "https://shop.example/privacy",
    );
  });

  it("never links a stored policy address that is not a web address", async () => {
    api = await startChatApiServer({ appearance: { privacy_policy_url: "javascript:alert(1)" } });
    renderWidget();
    const dialog = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(within(dialog).getByRole("link").getAttribute("href")).toBe(
      `${api.url}/api/privacy/?lang=fr`,
    );
  });

  it("links a policy of the site's own by a relative address, but never a script address", async () => {
    api = await startChatApiServer();
    renderWidget({ privacyPolicyUrl: "/confidentialite" });
    const dialog = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(within(dialog).getByRole("link").getAttribute("href")).toBe("/confidentialite");
    cleanup();
    renderWidget({ privacyPolicyUrl: "javascript:alert(1)" });
    const again = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(within(again).getByRole("link").getAttribute("href")).toBe(
      `${api.url}/api/privacy/?lang=fr`,
    );
  });

  it("says the terms must be accepted as a notice, then as a warning once the visitor tries to get past them", async () => {
    api = await startChatApiServer();
    const mustAccept = "Vous devez accepter ces conditions pour utiliser le chat.";
    renderWidget();
    const dialog = await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    const accept = within(dialog).getByRole("button", { name: "Accepter et continuer" });
    const notice = within(dialog).getByText(mustAccept);
    expect(notice.className).toBe("ami-privacy-notice");
    expect(within(dialog).queryByRole("alert")).toBeNull();

    // Escape cannot dismiss the terms: they stay, and say they must be accepted.
    fireEvent.keyDown(accept, { key: "Escape" });
    expect(within(dialog).getByRole("alert").textContent).toBe(mustAccept);
    expect(within(dialog).getByRole("alert").className).toContain("ami-privacy-warning");
    expect(screen.getByRole("dialog", { name: "Politique de confidentialité" })).toBe(dialog);
    expect(document.activeElement).toBe(accept);

    // Closing the panel without accepting is a refusal too: the warning is there on the way back.
    cleanup();
    renderWidget();
    await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Réduire le chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ouvrir le chat" }));
    expect(screen.getByRole("alert").textContent).toBe(mustAccept);

    // So is a press beside the terms, on what is not theirs.
    cleanup();
    renderWidget();
    await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    fireEvent.pointerDown(screen.getByText(mustAccept));
    fireEvent.pointerDown(screen.getByRole("link", { name: /politique de confidentialité/ }));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.pointerDown(screen.getByText("Propulsé par"));
    expect(screen.getByRole("alert").textContent).toBe(mustAccept);
  });

  it("skips the terms when consent was given before", async () => {
    api = await startChatApiServer();
    localStorage.setItem("chat-privacy-consent-1", "true");
    renderWidget();
    await welcomed();
    expect(screen.queryByText("Accepter et continuer")).toBeNull();
  });
});

describe("ChatWidget: conversation", () => {
  beforeEach(() => localStorage.setItem("chat-privacy-consent-1", "true"));

  it("welcomes after the typing indicator, then answers with sources and no tools on the welcome", async () => {
    api = await startChatApiServer();
    renderWidget();
    expect(await screen.findByRole("status")).toBeTruthy();
    await welcomed();
    expect(screen.queryByTitle("Réponse utile")).toBeNull();
    ask("Quels horaires ?");
    expect(input().value).toBe("");
    expect(screen.getByText("Quels horaires ?")).toBeTruthy();
    await screen.findByText("Réponse à « Quels horaires ? »", VISIBLE);
    expect(screen.getByText("Sources (1)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "https://example.org/source" })).toBeTruthy();
    expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1);
  });

  it("shows the welcome at once, first and only once, when asked during its typing indicator", async () => {
    api = await startChatApiServer();
    renderWidget({ streaming: false });
    await screen.findByRole("status");
    expect(screen.queryByText("Bonjour ! Je réponds à vos questions.", VISIBLE)).toBeNull();
    ask("Trop tôt ?");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Bonjour ! Je réponds à vos questions."),
      expect.stringContaining("Trop tôt ?"),
    ]);
    await screen.findByText("Réponse à « Trop tôt ? »", VISIBLE);
    // Past the typing delay, no second welcome comes.
    await new Promise((resolve) => setTimeout(resolve, WELCOME_TYPING_DELAY_MS));
    expect(screen.getAllByText("Bonjour ! Je réponds à vos questions.", VISIBLE)).toHaveLength(1);
    expect(screen.getAllByRole("listitem")[0]?.textContent).toContain(
      "Bonjour ! Je réponds à vos questions.",
    );
  });

  it("sends on Enter only: Shift+Enter, blank text and a second Enter while loading send nothing", async () => {
    api = await startChatApiServer({ answerDelayMs: 300 });
    renderWidget({ streaming: false });
    await welcomed();
    fireEvent.change(input(), { target: { value: "Une" } });
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    ask("   ");
    expect(questions()).toHaveLength(0);
    ask("Première");
    ask("Deuxième");
    expect((screen.getByTitle("Envoyer") as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText("Réponse à « Première »", VISIBLE);
    expect(questions().map((request) => (request.body as { message: string }).message)).toEqual([
      "Première",
    ]);
    expect(input().value).toBe("Deuxième");
  });

  it("fails silently: the question stays, no answer, loading ends, the failure is logged", async () => {
    api = await startChatApiServer({ failQuestionsWith: 500 });
    renderWidget();
    await welcomed();
    ask("Allô ?");
    await waitFor(() => expect(logged.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.getByText("Allô ?")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    fireEvent.change(input(), { target: { value: "Encore" } });
    expect((screen.getByTitle("Envoyer") as HTMLButtonElement).disabled).toBe(false);
  });

  it("streams the answer as it is written, ending like the plain call", async () => {
    api = await startChatApiServer({
      streaming: true,
      answer: () => ({ answer: "Un deux trois quatre cinq", links: [{ url: "/doc", chunk: "c" }] }),
    });
    renderWidget();
    await welcomed();
    ask("Compte");
    await screen.findByText(/^Un deux/, VISIBLE);
    await screen.findByText("Un deux trois quatre cinq", VISIBLE);
    await screen.findByText("Sources (1)");
    expect(questions().map((request) => request.path)).toEqual(["/api/sessions/message/stream"]);
    expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1);
  });

  it("marks an answer the organisation wrote itself, with its page as its source", async () => {
    api = await startChatApiServer({
      answer: () => ({
        answer: "Inscriptions à l'accueil de la mairie.",
        links: [{ url: "https://valbrune.example/concours", chunk: "" }],
        curated: true,
      }),
    });
    renderWidget();
    await welcomed();
    ask("Concours canin ?");
    await screen.findByText("Inscriptions à l'accueil de la mairie.", VISIBLE);
    expect(screen.getByText("Réponse validée par l'équipe")).toBeTruthy();
    expect(screen.getByText("Sources (1)")).toBeTruthy();
    const link = screen.getByRole("link", { name: "https://valbrune.example/concours" });
    expect(link.getAttribute("href")).toBe("https://valbrune.example/concours");
    expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1);
  });

  it("shows the courtesy reply to small talk without sources or rating, after a reload too", async () => {
    api = await startChatApiServer({
      answer: (question) =>
        question === "Merci !"
          ? { answer: "Avec plaisir !", links: [], small_talk: true }
          : {
              answer: "La mairie ouvre à 9 h.",
              links: [{ url: "https://mairie.example", chunk: "" }],
            },
    });
    const first = renderWidget({ streaming: false });
    await welcomed();
    ask("Horaires de la mairie");
    await screen.findByText("La mairie ouvre à 9 h.", VISIBLE);
    ask("Merci !");
    await screen.findByText("Avec plaisir !", VISIBLE);
    const reply = () =>
      screen
        .getAllByRole("listitem")
        .find((item) => item.textContent?.includes("Avec plaisir")) as HTMLElement;
    const shownWithoutTools = () => {
      expect(within(reply()).queryByTitle("Réponse utile")).toBeNull();
      expect(within(reply()).queryByText(/^Sources/)).toBeNull();
      // The answer before it keeps its own.
      expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1);
      expect(screen.getByText("Sources (1)")).toBeTruthy();
    };
    await waitFor(() => expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1));
    shownWithoutTools();
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    first.unmount();

    renderWidget({ streaming: false });
    await screen.findByText("Avec plaisir !", VISIBLE);
    await waitFor(() => expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1));
    shownWithoutTools();
  });

  it("falls back to the plain call where the API has no streaming path", async () => {
    api = await startChatApiServer({ streaming: false });
    renderWidget();
    await welcomed();
    ask("Bonjour");
    await screen.findByText("Réponse à « Bonjour »", VISIBLE);
    expect(questions().map((request) => request.path)).toEqual([
      "/api/sessions/message/stream",
      "/api/sessions/message",
    ]);
  });

  it("rates: like, like again to undo, dislike; each sent before it shows", async () => {
    api = await startChatApiServer();
    renderWidget({ streaming: false });
    await welcomed();
    ask("Note-moi");
    await screen.findByText("Réponse à « Note-moi »", VISIBLE);
    const like = screen.getByTitle("Réponse utile");
    const dislike = screen.getByTitle("Réponse inutile");
    const ratings = () =>
      api.requests.filter((request) => request.method === "PATCH").map((request) => request.body);
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute("aria-pressed")).toBe("false"));
    fireEvent.click(dislike);
    await waitFor(() => expect(dislike.getAttribute("aria-pressed")).toBe("true"));
    expect(ratings()).toEqual([
      { rating: 1, session_secret: "secret-1" },
      { rating: 0, session_secret: "secret-1" },
      { rating: -1, session_secret: "secret-1" },
    ]);
    expect(api.requests.filter((request) => request.method === "PATCH")[0]?.path).toMatch(
      /^\/api\/messages\/\d+$/,
    );
  });

  it("after a dislike, lets the visitor say what was wrong, sent once with the dislike", async () => {
    api = await startChatApiServer();
    renderWidget({ streaming: false });
    await welcomed();
    ask("Horaires du marché ?");
    await screen.findByText("Réponse à « Horaires du marché ? »", VISIBLE);
    const label = "Qu'est-ce qui n'allait pas dans cette réponse ? (facultatif)";
    expect(screen.queryByLabelText(label)).toBeNull();
    fireEvent.click(screen.getByTitle("Réponse inutile"));
    const box = await screen.findByLabelText(label);
    const send = screen.getByRole("button", { name: "Envoyer la remarque" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: "  Il manque le marché du samedi.  " } });
    fireEvent.click(send);
    expect(await screen.findByText("Merci, votre remarque a été transmise.")).toBeTruthy();
    expect(screen.queryByLabelText(label)).toBeNull();
    const patches = api.requests.filter((request) => request.method === "PATCH");
    expect(patches.map((request) => request.body)).toEqual([
      { rating: -1, session_secret: "secret-1" },
      { rating: -1, comment: "Il manque le marché du samedi.", session_secret: "secret-1" },
    ]);
  });

  it("after a reload, asks no more what was wrong with an answer already commented on", async () => {
    api = await startChatApiServer();
    const first = renderWidget({ streaming: false });
    await welcomed();
    const label = "Qu'est-ce qui n'allait pas dans cette réponse ? (facultatif)";
    for (const question of ["Commenté ?", "Sans mot ?"]) {
      ask(question);
      await screen.findByText(`Réponse à « ${question} »`, VISIBLE);
      fireEvent.click(screen.getAllByTitle("Réponse inutile").at(-1) as HTMLElement);
      await waitFor(() => expect(screen.getAllByLabelText(label)).toHaveLength(1));
      if (question === "Commenté ?") {
        fireEvent.change(screen.getByLabelText(label), { target: { value: "Faux." } });
        fireEvent.click(screen.getByRole("button", { name: "Envoyer la remarque" }));
        await screen.findByText("Merci, votre remarque a été transmise.");
      }
    }
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    first.unmount();

    renderWidget({ streaming: false });
    await screen.findByText("Réponse à « Sans mot ? »", VISIBLE);
    const [commented, silent] = screen
      .getAllByRole("listitem")
      .filter((item) => item.textContent?.startsWith("Réponse à"));
    for (const answer of [commented, silent] as HTMLElement[]) {
      expect(within(answer).getByTitle("Réponse inutile").getAttribute("aria-pressed")).toBe(
        "true",
      );
    }
    // The comment was sent once: it is not asked for again, and the answer says it was passed on.
    expect(within(commented as HTMLElement).queryByLabelText(label)).toBeNull();
    expect(within(commented as HTMLElement).getByRole("status").textContent).toBe(
      "Merci, votre remarque a été transmise.",
    );
    // Nothing was said of the other: the visitor may still say it.
    expect(within(silent as HTMLElement).getByLabelText(label)).toBeTruthy();
  });

  it("keeps the rating when the server refuses it", async () => {
    api = await startChatApiServer({ failRatingsWith: 500 });
    renderWidget({ streaming: false });
    await welcomed();
    ask("Note-moi");
    await screen.findByText("Réponse à « Note-moi »", VISIBLE);
    fireEvent.click(screen.getByTitle("Réponse utile"));
    await waitFor(() => expect(logged.length).toBeGreaterThan(0));
    expect(screen.getByTitle("Réponse utile").getAttribute("aria-pressed")).toBe("false");
  });

  it("keeps its session when the site renders it again with a new inline logger, and reports to the latest", async () => {
    api = await startChatApiServer({ failRatingsWith: 500 });
    const reported: string[] = [];
    const site = (renders: number) => (
      <SiteWithInlineLogger apiUrl={api.url} renders={renders} reported={reported} />
    );
    const { rerender } = render(site(1));
    await welcomed();
    for (const renders of [2, 3, 4]) rerender(site(renders));
    ask("Note-moi");
    await screen.findByText("Réponse à « Note-moi »", VISIBLE);
    const paths = api.requests.map((request) => request.path);
    expect(paths.filter((path) => path === "/api/sessions/start")).toHaveLength(1);
    expect(paths).not.toContain("/api/sessions/close");
    expect(paths.filter((path) => path === "/api/bots/1/appearance/")).toHaveLength(1);
    fireEvent.click(screen.getByTitle("Réponse utile"));
    await waitFor(() => expect(reported.length).toBeGreaterThan(0));
    expect(reported.every((entry) => entry.startsWith("render 4: "))).toBe(true);
  });

  it("asks a shortcut's label when it is clicked", async () => {
    api = await startChatApiServer({
      shortcuts: [
        { id: 2, label: "Second", value: "v2", order: 2, is_active: true },
        { id: 1, label: "Horaires", value: "v1", order: 1, is_active: true },
      ],
    });
    renderWidget({ streaming: false });
    await welcomed();
    const buttons = await screen.findAllByRole("button", { name: /Horaires|Second/ });
    expect(buttons.map((button) => button.textContent)).toEqual(["Horaires", "Second"]);
    fireEvent.click(buttons[0] as HTMLElement);
    await screen.findByText("Réponse à « Horaires »", VISIBLE);
  });

  it("resets: clears the messages, closes the session, opens a new one and welcomes again", async () => {
    api = await startChatApiServer();
    renderWidget({ streaming: false });
    await welcomed();
    ask("Avant");
    await screen.findByText("Réponse à « Avant »", VISIBLE);
    fireEvent.click(screen.getByTitle("Réinitialiser le chat"));
    expect(screen.queryByText("Avant")).toBeNull();
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === "/api/sessions/start")).toHaveLength(
        2,
      ),
    );
    expect(api.requests.find((request) => request.path === "/api/sessions/close")?.body).toEqual({
      session_id: 1,
      session_secret: "secret-1",
    });
    await welcomed();
    ask("Après");
    await screen.findByText("Réponse à « Après »", VISIBLE);
    expect(questions().at(-1)?.body).not.toMatchObject({ session_id: 1 });
  });

  it("goes on with the conversation after a reload, shown at once; a reset starts afresh", async () => {
    api = await startChatApiServer();
    const first = renderWidget({ streaming: false });
    await welcomed();
    ask("Horaires ?");
    await screen.findByText("Réponse à « Horaires ? »", VISIBLE);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    first.unmount();

    // The next page: the earlier messages are there at once, with no typing indicator.
    renderWidget({ streaming: false });
    await screen.findByText("Réponse à « Horaires ? »", VISIBLE);
    expect(screen.getByText("Horaires ?")).toBeTruthy();
    expect(screen.getByText("Bonjour ! Je réponds à vos questions.", VISIBLE)).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    const starts = api.requests.filter((request) => request.path === "/api/sessions/start");
    expect(starts.at(-1)?.body).toEqual({
      bot_id: 1,
      previous_session: { session_id: 1, session_secret: "secret-1" },
    });
    // The answer read back keeps its tools, and the chat goes on in the new session.
    expect(screen.getAllByTitle("Réponse utile")).toHaveLength(1);
    ask("Et le samedi ?");
    await screen.findByText("Réponse à « Et le samedi ? »", VISIBLE);
    expect(questions().at(-1)?.body).toMatchObject({ session_id: 4 });

    fireEvent.click(screen.getByTitle("Réinitialiser le chat"));
    await welcomed();
    expect(screen.queryByText("Horaires ?")).toBeNull();
    cleanup();
    renderWidget({ streaming: false });
    await welcomed();
    expect(screen.queryByText("Horaires ?")).toBeNull();
  });

  it("starts a new conversation when the kept session is too old", async () => {
    api = await startChatApiServer();
    localStorage.setItem(
      "chat-session-1",
      JSON.stringify({
        session_id: 1,
        session_secret: "secret-1",
        kept_at: Date.now() - 31 * 60 * 1000,
      }),
    );
    renderWidget();
    await welcomed();
    expect(api.requests.find((request) => request.path === "/api/sessions/start")?.body).toEqual({
      bot_id: 1,
    });
  });

  it("closes the session when the page is left", async () => {
    api = await startChatApiServer();
    renderWidget();
    await welcomed();
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain("/api/sessions/close"),
    );
  });

  it("announces each new reply to screen readers", async () => {
    api = await startChatApiServer();
    renderWidget({ streaming: false });
    await welcomed();
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    // Read out once the Markdown reader, fetched with the first message, has taken out the marks.
    await waitFor(() => expect(live.textContent).toBe("Bonjour ! Je réponds à vos questions."));
    ask("Dis");
    await screen.findByText("Réponse à « Dis »", VISIBLE);
    await waitFor(() => expect(live.textContent).toBe("Réponse à « Dis »"));
  });

  it("announces a reply as the text it says, never its Markdown marks", async () => {
    api = await startChatApiServer({
      answer: () => ({
        answer:
          "## **Planification** des tâches\n\n- Lancer `cron` ;\n- lire [le guide](https://example.org/guide).",
        links: [],
      }),
    });
    renderWidget({ streaming: false });
    await welcomed();
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    ask("Planifier ?");
    await screen.findByText("Planification", VISIBLE);
    await waitFor(() =>
      expect(live.textContent).toBe("Planification des tâches\nLancer cron ;\nlire le guide."),
    );
  });
});

describe("ChatWidget: panel, launcher and bubbles", () => {
  it("opens from the launcher with focus inside, and Escape closes it with focus back", async () => {
    api = await startChatApiServer();
    localStorage.setItem("chat-privacy-consent-1", "true");
    renderWidget({ defaultOpen: false });
    const launcher = await screen.findByRole("button", { name: "Ouvrir le chat" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(launcher);
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });

  it("focuses the accept button when the terms show, then the question box", async () => {
    api = await startChatApiServer();
    renderWidget({ defaultOpen: false });
    fireEvent.click(await screen.findByRole("button", { name: "Ouvrir le chat" }));
    expect(document.activeElement?.textContent).toBe("Accepter et continuer");
    await acceptConsent();
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it("takes position, size and z-index as options", async () => {
    api = await startChatApiServer();
    renderWidget({ position: "bottom-left", size: "xl", zIndex: 42 });
    await screen.findByText("Accepter et continuer");
    const root = document.querySelector(".ami-chat") as HTMLElement;
    expect(root.dataset.position).toBe("bottom-left");
    expect(root.dataset.size).toBe("xl");
    expect(root.style.getPropertyValue("--ami-z-index")).toBe("42");
  });

  it("is drawn at the top of the page's body, out of the site's containers, and leaves with the component", async () => {
    api = await startChatApiServer();
    // A site's page wrapper: its transform would carry a fixed launcher along, its stacking
    // context would keep it under the site's own fixed header whatever its z-index.
    const { container, unmount } = render(
      <div id="app" style={{ transform: "translateY(0)", position: "relative", zIndex: 1 }}>
        <ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} />
      </div>,
    );
    const launcher = await screen.findByRole("button", { name: "Ouvrir le chat" });
    const root = launcher.closest(".ami-chat");
    expect(root?.parentElement).toBe(document.body);
    expect(container.querySelector(".ami-chat")).toBeNull();
    unmount();
    expect(document.querySelector(".ami-chat")).toBeNull();
  });

  it("floats at most three bubbles, and close-all removes them and says so", async () => {
    api = await startChatApiServer({
      bubbles: [1, 2, 3, 4].map((id) => ({
        id,
        message: `Bulle ${id}`,
        order: id,
        is_active: true,
      })),
    });
    const onBubblesClosed = vi.fn();
    renderWidget({ defaultOpen: false, onBubblesClosed });
    await waitFor(() => expect(document.querySelectorAll(".ami-bubble")).toHaveLength(3), {
      timeout: 3000,
    });
    expect(screen.queryByText("Bulle 4")).toBeNull();
    const close = await screen.findByTitle("Fermer toutes les suggestions", {}, { timeout: 9000 });
    fireEvent.click(close);
    expect(document.querySelectorAll(".ami-bubble")).toHaveLength(0);
    expect(onBubblesClosed).toHaveBeenCalledOnce();
  }, 15_000);

  it("keeps two widgets for two bots apart", async () => {
    api = await startChatApiServer();
    localStorage.setItem("chat-privacy-consent-1", "true");
    render(
      <>
        <ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} defaultOpen />
        <ChatWidget
          botId={2}
          apiBaseUrl={api.url}
          logger={logger}
          defaultOpen
          position="bottom-left"
        />
      </>,
    );
    await welcomed();
    expect(screen.getAllByText("Accepter et continuer")).toHaveLength(1);
    const starts = api.requests.filter((request) => request.path === "/api/sessions/start");
    expect(starts.map((request) => request.body)).toEqual([{ bot_id: 1 }]);
  });

  it("given another bot, asks for that bot's consent before starting any session with it", async () => {
    api = await startChatApiServer();
    localStorage.setItem("chat-privacy-consent-1", "true");
    // A site that shows the assistant of the page the visitor is on.
    const { rerender } = render(
      <ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} defaultOpen />,
    );
    await welcomed();
    rerender(<ChatWidget botId={2} apiBaseUrl={api.url} logger={logger} defaultOpen />);
    await screen.findByRole("dialog", { name: "Politique de confidentialité" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const starts = api.requests.filter((request) => request.path === "/api/sessions/start");
    expect(starts.map((request) => request.body)).toEqual([{ bot_id: 1 }]);
    expect(screen.queryByText("Bonjour ! Je réponds à vos questions.", VISIBLE)).toBeNull();
    expect(localStorage.getItem("chat-session-2")).toBeNull();
  });
});

describe("ChatWidget in a frame", () => {
  const host = window.location.origin;

  it("opens by default, has no launcher, and asks the host to close it", async () => {
    api = await startChatApiServer();
    localStorage.setItem("chat-privacy-consent-1", "true");
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => received.push(event.data);
    window.addEventListener("message", listen);
    render(<ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} inFrame hostOrigin={host} />);
    await welcomed();
    expect(screen.queryByRole("button", { name: "Ouvrir le chat" })).toBeNull();
    fireEvent.click(screen.getByTitle("Réduire le chat"));
    await waitFor(() => expect(received).toContainEqual({ type: "AMI_CHAT_CLOSE" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    await waitFor(() =>
      expect(received).toContainEqual({
        type: "AMI_AVATAR_UPDATE",
        avatarUrl: `${api.url}/media/avatar.png`,
      }),
    );
    window.removeEventListener("message", listen);
  });

  it("sends the bubbles, and again on the host's request from the right window and origin only", async () => {
    api = await startChatApiServer({
      bubbles: [{ id: 5, message: "Une question ?", order: 1, is_active: true }],
    });
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => received.push(event.data);
    window.addEventListener("message", listen);
    render(<ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} inFrame hostOrigin={host} />);
    const bubblesData = {
      type: "AMI_BUBBLES_DATA",
      bubbles: [{ id: 5, bubble: "Une question ?" }],
    };
    await waitFor(() => expect(received).toContainEqual(bubblesData));
    const count = () =>
      received.filter((data) => (data as { type: string }).type === "AMI_BUBBLES_DATA").length;
    const before = count();
    const request = { type: "AMI_REQUEST_BUBBLES" };
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: request,
          origin: "https://evil.example",
          source: window,
        }),
      );
      window.dispatchEvent(
        new MessageEvent("message", { data: request, origin: host, source: null }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count()).toBe(before);
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data: request, origin: host, source: window }),
      );
    });
    await waitFor(() => expect(count()).toBe(before + 1));
    window.removeEventListener("message", listen);
  });
});
