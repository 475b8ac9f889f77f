import type { ApiLogger } from "@org/api-client";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
  await new Promise((resolve) => setTimeout(resolve, 100));
  await api?.close();
});

function renderWidget(props: Partial<ChatWidgetProps> = {}) {
  return render(<ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} {...props} />);
}

/** The widget's root, once it is drawn. */
async function widgetRoot(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(".ami-chat")).not.toBeNull());
  return document.querySelector(".ami-chat") as HTMLElement;
}

const BACK_OFFICE = {
  color: "#d4380d",
  position: "bottom-left",
  size: "lg",
  default_open: true,
  theme: "dark",
  launcher_icon: "question",
  language: "en",
};

describe("ChatWidget: languages", () => {
  it('speaks English with locale="en": terms, question box, header and footer', async () => {
    api = await startChatApiServer();
    renderWidget({ locale: "en", defaultOpen: true });
    const terms = await screen.findByRole("dialog", { name: "Privacy policy" });
    expect(terms.textContent).toContain("You must accept these terms to use the chat.");
    expect(within(terms).getAllByRole("listitem")).toHaveLength(4);
    fireEvent.click(within(terms).getByRole("button", { name: "Accept and continue" }));
    expect(await screen.findByPlaceholderText("Ask your question here...")).toBeTruthy();
    expect(screen.getByTitle("Reset the chat")).toBeTruthy();
    expect(screen.getAllByTitle("Minimise the chat")).toHaveLength(2);
    expect(screen.getByText("Powered by").textContent).toBe("Powered by Assistant IA");
  });

  it("greets in its language when the bot has no welcome message of its own", async () => {
    api = await startChatApiServer({ welcomeMessage: "" });
    localStorage.setItem("chat-privacy-consent-1", "true");
    renderWidget({ locale: "en", defaultOpen: true });
    const visible = { ignore: "script, style, [aria-live]" };
    expect(await screen.findByText("How can I help you?", visible, { timeout: 4000 })).toBeTruthy();
  });

  it("speaks the assistant's language, unless the locale prop says otherwise", async () => {
    api = await startChatApiServer({ appearance: { language: "en" } });
    const { unmount } = renderWidget();
    expect(await screen.findByRole("button", { name: "Open the chat" })).toBeTruthy();
    unmount();
    renderWidget({ locale: "fr" });
    expect(await screen.findByRole("button", { name: "Ouvrir le chat" })).toBeTruthy();
  });

  it("shows no French to an English visitor while its English texts are fetched", async () => {
    api = await startChatApiServer({ appearance: { language: "en" } });
    // A page where no widget has spoken English yet.
    vi.resetModules();
    const { ChatWidget: FirstWidget } = await import("./chat-widget");
    const languagesDrawn = new Set<string | null>();
    const observer = new MutationObserver(() => {
      for (const root of document.querySelectorAll(".ami-chat")) {
        languagesDrawn.add(root.getAttribute("lang"));
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    try {
      render(<FirstWidget botId={1} apiBaseUrl={api.url} logger={logger} defaultOpen />);
      expect(await screen.findByRole("dialog", { name: "Privacy policy" })).toBeTruthy();
      expect(document.body.textContent).not.toContain("Ouvrir");
      expect([...languagesDrawn]).toEqual(["en"]);
    } finally {
      observer.disconnect();
    }
  });

  it("speaks French when its English texts cannot be fetched", async () => {
    api = await startChatApiServer();
    vi.resetModules();
    vi.doMock("../locales/en", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    try {
      const { ChatWidget: OfflineWidget } = await import("./chat-widget");
      render(<OfflineWidget botId={1} apiBaseUrl={api.url} logger={logger} locale="en" />);
      expect(await screen.findByRole("button", { name: "Ouvrir le chat" })).toBeTruthy();
    } finally {
      vi.doUnmock("../locales/en");
    }
  });

  it("keeps to French for a language it does not speak", async () => {
    api = await startChatApiServer();
    renderWidget({ locale: "tlh" as never });
    expect(await screen.findByRole("button", { name: "Ouvrir le chat" })).toBeTruthy();
  });
});

describe("ChatWidget: the appearance set in the back-office", () => {
  it("takes colour, corner, size, opening, theme and launcher icon from the API", async () => {
    api = await startChatApiServer({ appearance: BACK_OFFICE });
    renderWidget();
    const root = await widgetRoot();
    expect(root.dataset).toMatchObject({ position: "bottom-left", size: "lg", theme: "dark" });
    expect(root.style.getPropertyValue("--ui-color-primary")).toBe("#d4380d");
    expect(root.style.getPropertyValue("--ui-color-primary-foreground")).toBe("#ffffff");
    // Open at start, in English.
    expect(await screen.findByRole("dialog", { name: "Privacy policy" })).toBeTruthy();
    const launcher = screen.getByRole("button", { name: "Minimise the chat", expanded: true });
    fireEvent.click(launcher);
    const closed = screen.getByRole("button", { name: "Open the chat" });
    expect(closed.querySelector("path")?.getAttribute("d")).toMatch(/^M12 21a9 9/);
    expect(
      api.requests.filter((request) => request.path === "/api/bots/1/appearance/"),
    ).toHaveLength(1);
  });

  it("lets every prop win over the back-office", async () => {
    api = await startChatApiServer({ appearance: BACK_OFFICE, appearanceDelayMs: 1200 });
    renderWidget({
      color: "#0f766e",
      position: "bottom-right",
      size: "sm",
      defaultOpen: false,
      theme: "light",
      launcherIcon: "chat",
      locale: "fr",
      privacyPolicyUrl: "https://shop.example/privacy",
    });
    const root = await widgetRoot();
    expect(root.dataset).toMatchObject({ position: "bottom-right", size: "sm", theme: "light" });
    expect(root.style.getPropertyValue("--ui-color-primary")).toBe("#0f766e");
    expect(screen.getByRole("button", { name: "Ouvrir le chat", expanded: false })).toBeTruthy();
    // Every appearance prop and the privacy policy given: drawn at once (widgetRoot waits 1 s at
    // most), before the back-office answers, which is asked only whether the assistant is
    // available.
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path.endsWith("/appearance/"))).toHaveLength(
        1,
      ),
    );
    // Its answer, once it comes, changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(root.dataset).toMatchObject({ position: "bottom-right", size: "sm", theme: "light" });
  });

  it("tells the developer of an appearance prop whose value it does not know, and draws with the assistant's", async () => {
    api = await startChatApiServer({ appearance: BACK_OFFICE });
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // A shorthand colour, as CSS takes it, and a corner from a site written in JavaScript.
      renderWidget({ color: "#f00", position: "top-right" as never, size: "sm" });
      const root = await widgetRoot();
      expect(root.dataset).toMatchObject({ position: "bottom-left", size: "sm" });
      expect(root.style.getPropertyValue("--ui-color-primary")).toBe("#d4380d");
      expect(reported.mock.calls.map(([message]) => message)).toEqual([
        `ChatWidget: color "#f00", position "top-right" left out, a value the widget does not know (see its README's Options): the assistant's applies`,
      ]);
    } finally {
      reported.mockRestore();
    }
  });

  it("waits for the appearance before drawing itself, so the launcher never jumps", async () => {
    api = await startChatApiServer({ appearance: BACK_OFFICE, appearanceDelayMs: 300 });
    renderWidget();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.querySelector(".ami-chat")).toBeNull();
    expect((await widgetRoot()).dataset.position).toBe("bottom-left");
  });

  it("draws itself with its defaults when the appearance cannot be read, and logs why", async () => {
    api = await startChatApiServer({ failAppearanceWith: 503 });
    renderWidget();
    const root = await widgetRoot();
    expect(root.dataset).toMatchObject({ position: "bottom-right", size: "md", theme: "light" });
    expect(root.style.getPropertyValue("--ui-color-primary")).toBe("");
    expect(screen.getByRole("button", { name: "Ouvrir le chat" })).toBeTruthy();
    expect(logged.map((entry) => entry[0])).toContain("Loading the bot's appearance failed");
  });

  it("keeps links readable when the main colour is too pale for text", async () => {
    api = await startChatApiServer({ appearance: { color: "#ffe066" } });
    renderWidget();
    const root = await widgetRoot();
    expect(root.style.getPropertyValue("--ui-color-primary-foreground")).toBe("#1c2024");
    expect(root.style.getPropertyValue("--ami-accent")).toBe("var(--ui-color-foreground)");
  });
});

describe("ChatWidget for an unknown or deactivated assistant", () => {
  it("offers no launcher and no bubbles, and tells the developer why", async () => {
    api = await startChatApiServer({
      appearance: null,
      bubbles: [{ id: 1, message: "Une question ?", order: 0, is_active: true }],
    });
    renderWidget();
    await waitFor(() =>
      expect(logged.map((entry) => entry[0])).toContain(
        "The assistant is unknown or deactivated: the chat widget is not offered",
      ),
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.querySelector(".ami-chat")?.textContent).toBe("");
    // Nothing else is asked of the server for it: no session, no bubbles, no shortcuts.
    expect(api.requests.map((request) => request.path)).toEqual(["/api/bots/1/appearance/"]);
  });

  it("says the assistant is unavailable in a panel open at start, with no question box", async () => {
    api = await startChatApiServer({ appearance: null });
    renderWidget({ defaultOpen: true, locale: "en" });
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe(
      "Assistant unavailableThis assistant is not available at the moment. Please try again later.",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept and continue" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Minimise the chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("in a frame, tells the host page to show nothing for it", async () => {
    api = await startChatApiServer({ appearance: null });
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => received.push(event.data);
    window.addEventListener("message", listen);
    render(
      <ChatWidget
        botId={1}
        apiBaseUrl={api.url}
        logger={logger}
        inFrame
        hostOrigin={window.location.origin}
      />,
    );
    await waitFor(() => expect(received).toContainEqual({ type: "AMI_UNAVAILABLE" }));
    expect(screen.getByText("Assistant indisponible")).toBeTruthy();
    window.removeEventListener("message", listen);
  });
});

describe("ChatWidget on a site the assistant may not be used from", () => {
  const ALLOWED = ["https://www.mairie-valbrune.fr"];
  const UNAVAILABLE =
    "Assistant indisponibleCet assistant n'est pas disponible pour le moment. Réessayez plus tard.";
  const refusedFrom = (site: string) =>
    `The assistant may not be used from ${site}: add it to the assistant's allowed sites in the back-office (Applications)`;
  const unavailableNotice = async () =>
    (await screen.findByText("Assistant indisponible")).closest('[role="status"]');

  it("says the assistant is unavailable once the terms are accepted, and the developer which site to allow", async () => {
    api = await startChatApiServer({ allowedOrigins: ALLOWED });
    renderWidget({ defaultOpen: true });
    fireEvent.click(await screen.findByRole("button", { name: "Accepter et continuer" }));
    expect((await unavailableNotice())?.textContent).toBe(UNAVAILABLE);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Envoyer" })).toBeNull();
    const site = window.location.origin;
    // Told once the panel is drawn.
    await waitFor(() =>
      expect(logged).toContainEqual([refusedFrom(site), { botId: 1, origin: site }]),
    );
    // Closed, nothing of it stays: no launcher, no bubbles.
    fireEvent.click(screen.getByRole("button", { name: "Réduire le chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("offers no launcher on a later page, the terms accepted before", async () => {
    api = await startChatApiServer({
      allowedOrigins: ALLOWED,
      bubbles: [{ id: 1, message: "Une question ?", order: 0, is_active: true }],
    });
    localStorage.setItem("chat-privacy-consent-1", "true");
    renderWidget();
    await waitFor(() =>
      expect(logged.map((entry) => entry[0])).toContain(refusedFrom(window.location.origin)),
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.querySelector(".ami-chat")?.textContent).toBe("");
  });

  it("in a frame, tells the host page to show nothing for it, and names the host's site", async () => {
    api = await startChatApiServer({ allowedOrigins: ALLOWED });
    localStorage.setItem("chat-privacy-consent-1", "true");
    const host = "https://www.valbrune-tourisme.fr";
    const posted = vi.spyOn(window, "postMessage").mockImplementation(() => {});
    try {
      render(
        <ChatWidget botId={1} apiBaseUrl={api.url} logger={logger} inFrame hostOrigin={host} />,
      );
      expect((await unavailableNotice())?.textContent).toBe(UNAVAILABLE);
      await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: "AMI_UNAVAILABLE" }, host));
      expect(logged).toContainEqual([refusedFrom(host), { botId: 1, origin: host }]);
      expect(screen.queryByRole("textbox")).toBeNull();
    } finally {
      posted.mockRestore();
    }
  });

  it("says so too when the server no longer knows the assistant when the session starts", async () => {
    api = await startChatApiServer({ failStartsWith: 404 });
    renderWidget({ defaultOpen: true });
    fireEvent.click(await screen.findByRole("button", { name: "Accepter et continuer" }));
    expect((await unavailableNotice())?.textContent).toBe(UNAVAILABLE);
    await waitFor(() =>
      expect(logged.map((entry) => entry[0])).toContain(
        "The assistant is unknown or deactivated: the chat widget is not offered",
      ),
    );
  });

  it("keeps the chat panel when a start fails otherwise, as a server error", async () => {
    api = await startChatApiServer({ failStartsWith: 500 });
    renderWidget({ defaultOpen: true });
    fireEvent.click(await screen.findByRole("button", { name: "Accepter et continuer" }));
    await waitFor(() =>
      expect(logged.map((entry) => entry[0])).toContain("Starting a chat session failed"),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByPlaceholderText("Posez votre question ici...")).toBeTruthy();
    expect(screen.queryByText("Assistant indisponible")).toBeNull();
  });
});

describe("ChatWidget in a frame: the appearance and the host", () => {
  const host = window.location.origin;

  it("tells the host the back-office's appearance, and shows the one the host previews", async () => {
    api = await startChatApiServer({ appearance: { ...BACK_OFFICE, language: "fr" } });
    localStorage.setItem("chat-privacy-consent-1", "true");
    const received: unknown[] = [];
    const listen = (event: MessageEvent) => received.push(event.data);
    window.addEventListener("message", listen);
    render(
      <ChatWidget
        botId={1}
        apiBaseUrl={api.url}
        logger={logger}
        inFrame
        hostOrigin={host}
        size="full"
      />,
    );
    await waitFor(() =>
      expect(received).toContainEqual({
        type: "AMI_APPEARANCE",
        appearance: { ...BACK_OFFICE, language: "fr" },
      }),
    );
    const root = await widgetRoot();
    expect(root.dataset.size).toBe("full");
    await screen.findByPlaceholderText("Posez votre question ici...");

    const preview = {
      type: "AMI_SET_APPEARANCE",
      appearance: { color: "#0f766e", theme: "light", language: "en", size: "sm" },
    };
    // Only from the host's window at the host's origin.
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: preview,
          origin: "https://evil.example",
          source: window,
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.dataset.theme).toBe("dark");
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data: preview, origin: host, source: window }),
      );
    });
    await screen.findByPlaceholderText("Ask your question here...");
    expect(root.dataset.theme).toBe("light");
    expect(root.style.getPropertyValue("--ui-color-primary")).toBe("#0f766e");
    // The page's own props still win.
    expect(root.dataset.size).toBe("full");
    window.removeEventListener("message", listen);
  });
});
