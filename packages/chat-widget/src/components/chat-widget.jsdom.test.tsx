// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { type ChatApiServer, startChatApiServer } from "../test/chat-api-server";
import { ChatWidget } from "./chat-widget";

let api: ChatApiServer;

afterEach(async () => {
  cleanup();
  // Let the session close sent on unmount reach the server before it stops.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await api?.close();
  localStorage.clear();
});

// jsdom, where the tests of many React sites render them, has no matchMedia: the widget on such a
// site draws itself and chats there, rather than throwing and taking the site's page down with it.
it("draws itself and chats in jsdom, which has no matchMedia", async () => {
  api = await startChatApiServer();
  expect(window.matchMedia).toBeUndefined();
  render(
    <main>
      <h1>Le site</h1>
      <ChatWidget botId={1} apiBaseUrl={api.url} streaming={false} />
    </main>,
  );
  fireEvent.click(await screen.findByRole("button", { name: "Ouvrir le chat" }));
  fireEvent.click(await screen.findByRole("button", { name: "Accepter et continuer" }));
  await screen.findByText("Bonjour ! Je réponds à vos questions.", {}, { timeout: 4000 });
  expect(screen.getByRole("heading", { name: "Le site" })).toBeTruthy();
});
