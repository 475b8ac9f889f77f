import type { ApiLogger } from "@org/api-client";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChatApiServer, startChatApiServer } from "../test/chat-api-server";
import { ChatWidget, type ChatWidgetProps } from "./chat-widget";

let api: ChatApiServer;
const logged: unknown[][] = [];
const logger: ApiLogger = { error: (...args) => logged.push(args) };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("chat-privacy-consent-1", "true");
  logged.length = 0;
});

afterEach(async () => {
  vi.restoreAllMocks();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await api?.close();
});

/** The live region repeats the latest reply for screen readers: look at the visible text only. */
const VISIBLE = { ignore: "script, style, [aria-live]" };
const WELCOME = "Bonjour ! Je réponds à vos questions.";
const EXPIRED = "Après 30 minutes d'inactivité, une nouvelle conversation a commencé.";
const DELETED = "Votre conversation a été supprimée.";

function renderWidget(props: Partial<ChatWidgetProps> = {}) {
  return render(
    <ChatWidget
      botId={1}
      apiBaseUrl={api.url}
      logger={logger}
      defaultOpen
      streaming={false}
      {...props}
    />,
  );
}

function input(): HTMLTextAreaElement {
  return screen.getByPlaceholderText("Posez votre question ici...");
}

async function askAndWait(question: string) {
  await screen.findByText(WELCOME, VISIBLE, { timeout: 4000 });
  input().focus();
  fireEvent.change(input(), { target: { value: question } });
  fireEvent.keyDown(input(), { key: "Enter" });
  await screen.findByText(`Réponse à « ${question} »`, VISIBLE);
}

const starts = () => api.requests.filter((request) => request.path === "/api/sessions/start");
const questions = () =>
  api.requests.filter((request) => request.path.startsWith("/api/sessions/message"));
const kept = () =>
  JSON.parse(localStorage.getItem("chat-session-1") ?? "null") as {
    session_id: number;
    session_secret: string;
    kept_at: number;
  } | null;

describe("ChatWidget: a session the server no longer takes", () => {
  for (const streaming of [false, true]) {
    it(`asks the question in a new conversation once the last one was inactive too long, and says so plainly (${streaming ? "streamed" : "plain"})`, async () => {
      api = await startChatApiServer({ streaming });
      const sent: string[] = [];
      renderWidget({ streaming, onMessageSent: (text) => sent.push(text) });
      await askAndWait("Avant la pause");
      api.expireConversationOf(1);

      await askAndWait("Après la pause");
      const notice = screen.getByText(EXPIRED);
      expect(notice.getAttribute("role")).toBe("status");
      // The visitor is typing: the focus stays in the question box.
      expect(document.activeElement).toBe(input());
      // The new conversation: welcome, the question asked again there, its answer.
      expect(screen.queryByText("Avant la pause")).toBeNull();
      const items = screen.getAllByRole("listitem");
      expect(items[0]?.textContent).toContain(WELCOME);
      expect(items[1]?.textContent).toContain("Après la pause");
      expect(starts().at(-1)?.body).toEqual({ bot_id: 1 });
      const renewed = kept();
      expect(renewed?.session_id).not.toBe(1);
      expect(questions().at(-1)?.body).toMatchObject({
        session_id: renewed?.session_id,
        message: "Après la pause",
      });
      expect(sent).toEqual(["Avant la pause", "Après la pause"]);

      // The chat goes on there, and the notice goes at the next question.
      await askAndWait("Et ensuite ?");
      expect(screen.queryByText(EXPIRED)).toBeNull();
      expect(questions().at(-1)?.body).toMatchObject({ session_id: renewed?.session_id });
    });
  }

  it("asks the question in a new conversation once the conversation was deleted elsewhere, and says it was deleted", async () => {
    api = await startChatApiServer();
    renderWidget();
    await askAndWait("Mes horaires ?");
    // Deleted in the back-office, or by the visitor in another tab.
    api.deleteConversationOf(1);

    await askAndWait("Encore là ?");
    expect(screen.getByText(DELETED).getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(input());
    expect(screen.queryByText("Mes horaires ?")).toBeNull();
    expect(screen.getByText("Encore là ?")).toBeTruthy();
    expect(starts().at(-1)?.body).toEqual({ bot_id: 1 });
    expect(kept()?.session_id).not.toBe(1);

    // Every later question is answered, in the new session.
    await askAndWait("Et demain ?");
    expect(screen.queryByText(DELETED)).toBeNull();
  });

  it("starts afresh when a rating is refused because the conversation is over", async () => {
    api = await startChatApiServer();
    renderWidget();
    await askAndWait("Note-moi");
    api.expireConversationOf(1);

    fireEvent.click(screen.getByTitle("Réponse utile"));
    await screen.findByText(EXPIRED);
    expect(screen.queryByText("Note-moi")).toBeNull();
    await screen.findByText(WELCOME, VISIBLE, { timeout: 4000 });
    expect(starts().at(-1)?.body).toEqual({ bot_id: 1 });
    await askAndWait("Une autre question");
  });

  it("keeps the session in storage from the conversation's last activity, not from leaving the page", async () => {
    api = await startChatApiServer();
    renderWidget();
    await screen.findByText(WELCOME, VISIBLE, { timeout: 4000 });
    const started = kept()?.kept_at ?? 0;
    expect(started).toBeGreaterThan(0);

    // Ten minutes later, the visitor asks: the session is kept from then on.
    const now = vi.spyOn(Date, "now").mockReturnValue(started + 10 * 60_000);
    await askAndWait("Une question");
    expect(kept()?.kept_at).toBe(started + 10 * 60_000);

    // Leaving the page later is no activity: what is kept stays as it was.
    now.mockReturnValue(started + 25 * 60_000);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain("/api/sessions/close"),
    );
    expect(kept()?.kept_at).toBe(started + 10 * 60_000);
  });

  it("removes a kept session past the window when it reads it, and starts a conversation of its own", async () => {
    api = await startChatApiServer();
    localStorage.setItem(
      "chat-session-1",
      JSON.stringify({
        session_id: 9,
        session_secret: "secret-9",
        kept_at: Date.now() - 31 * 60_000,
      }),
    );
    const removeItem = vi.spyOn(localStorage, "removeItem");
    renderWidget();
    await screen.findByText(WELCOME, VISIBLE, { timeout: 4000 });
    expect(removeItem).toHaveBeenCalledWith("chat-session-1");
    expect(starts()[0]?.body).toEqual({ bot_id: 1 });
    expect(kept()?.session_secret).not.toBe("secret-9");
  });
});
