import type { ApiLogger } from "@org/api-client";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await api?.close();
});

/** The live region repeats the latest reply for screen readers: look at the visible text only. */
const VISIBLE = { ignore: "script, style, [aria-live]" };
const WELCOME = "Bonjour ! Je réponds à vos questions.";

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

async function askAndWait(question: string) {
  const input = await screen.findByPlaceholderText("Posez votre question ici...");
  await screen.findByText(WELCOME, VISIBLE, { timeout: 4000 });
  fireEvent.change(input, { target: { value: question } });
  fireEvent.keyDown(input, { key: "Enter" });
  await screen.findByText(`Réponse à « ${question} »`, VISIBLE);
}

const deletions = () => api.requests.filter((request) => request.method === "DELETE");
const starts = () => api.requests.filter((request) => request.path === "/api/sessions/start");

describe("ChatWidget: deleting the conversation", () => {
  it("asks first, then deletes it for good, starts afresh and says so", async () => {
    api = await startChatApiServer();
    renderWidget();
    await askAndWait("Mes données ?");

    const remove = screen.getByRole("button", { name: "Supprimer la conversation" });
    fireEvent.click(remove);
    const question = screen.getByRole("alertdialog", {
      name: "Supprimer cette conversation\u00a0?",
    });
    expect(question.textContent).toContain(
      "Vos messages, vos notes et vos remarques seront effacés définitivement.",
    );
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Annuler" }));
    fireEvent.click(within(question).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(deletions()).toEqual([]);
    expect(screen.getByText("Mes données ?")).toBeTruthy();

    fireEvent.click(remove);
    fireEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Supprimer" }),
    );
    const notice = await screen.findByText("Votre conversation a été supprimée.");
    expect(notice.getAttribute("role")).toBe("status");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(deletions()).toEqual([
      expect.objectContaining({
        path: "/api/sessions/1/",
        body: { session_secret: "secret-1" },
      }),
    ]);
    expect(screen.queryByText("Mes données ?")).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();

    // A new conversation, welcomed as after a reset, and the one kept for the next page.
    await screen.findByText(WELCOME, VISIBLE, { timeout: 4000 });
    expect(starts().at(-1)?.body).toEqual({ bot_id: 1 });
    const kept = JSON.parse(localStorage.getItem("chat-session-1") ?? "{}");
    expect(kept.session_id).not.toBe(1);
    expect(kept.session_secret).toBe(`secret-${kept.session_id}`);
    // Nothing is closed: the deleted session went with its conversation.
    expect(api.requests.some((request) => request.path === "/api/sessions/close")).toBe(false);

    await askAndWait("Et maintenant ?");
    expect(screen.queryByText("Votre conversation a été supprimée.")).toBeNull();
  });

  it("keeps the conversation and says so when it could not be deleted", async () => {
    api = await startChatApiServer({ failDeletionsWith: 503 });
    renderWidget();
    await askAndWait("Mes données ?");
    fireEvent.click(screen.getByRole("button", { name: "Supprimer la conversation" }));
    const question = screen.getByRole("alertdialog");
    fireEvent.click(within(question).getByRole("button", { name: "Supprimer" }));
    expect((await within(question).findByRole("alert")).textContent).toBe(
      "La conversation n'a pas pu être supprimée. Réessayez.",
    );
    expect(within(question).getByRole("button", { name: "Supprimer" })).toHaveProperty(
      "disabled",
      false,
    );
    expect(screen.getByText("Mes données ?")).toBeTruthy();
    expect(screen.queryByText("Votre conversation a été supprimée.")).toBeNull();
    expect(starts()).toHaveLength(1);
    // Escape leaves the question, and the panel stays open.
    fireEvent.keyDown(question, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByPlaceholderText("Posez votre question ici...")).toBeTruthy();
  });

  it("speaks English with locale=en", async () => {
    api = await startChatApiServer();
    renderWidget({ locale: "en" });
    await screen.findByPlaceholderText("Ask your question here...");
    fireEvent.click(await screen.findByRole("button", { name: "Delete the conversation" }));
    const question = screen.getByRole("alertdialog", { name: "Delete this conversation?" });
    expect(question.textContent).toContain(
      "Your messages, ratings and comments will be erased for good.",
    );
    fireEvent.click(within(question).getByRole("button", { name: "Delete" }));
    expect(
      (await screen.findByText("Your conversation has been deleted.")).getAttribute("role"),
    ).toBe("status");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
