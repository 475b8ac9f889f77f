import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { APPEARANCE_WAIT_MS, type MountedLoader, mountLoader } from "./mount-loader";
import type { LoaderOptions } from "./read-script-options";

// The frame's page comes from a real server standing in for the embed host's origin.
let embedServer: Server;
let EMBED_ORIGIN: string;
let options: LoaderOptions;

beforeAll(async () => {
  embedServer = createServer((_request, response) => {
    response
      .writeHead(200, { "content-type": "text/html" })
      .end("<!doctype html><title>embed</title>");
  });
  await new Promise<void>((resolve) => embedServer.listen(0, "127.0.0.1", resolve));
  EMBED_ORIGIN = `http://127.0.0.1:${(embedServer.address() as AddressInfo).port}`;
  options = {
    botId: "3",
    embedOrigin: EMBED_ORIGIN,
    position: undefined,
    size: undefined,
    locale: undefined,
    zIndex: "99",
    privacyUrl: undefined,
  };
});

afterAll(async () => {
  embedServer.closeAllConnections();
  await new Promise((resolve) => embedServer.close(resolve));
});

let loader: MountedLoader;
let frame: HTMLIFrameElement;

function shadow(): ShadowRoot {
  return loader.host.shadowRoot as ShadowRoot;
}

function launcher(): HTMLButtonElement {
  return shadow().querySelector(".launcher") as HTMLButtonElement;
}

function fromWidget(data: unknown, origin = EMBED_ORIGIN, source: unknown = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
}

/** A loader of its own for one test, in place of the shared one, once its frame has loaded. */
async function remount(own: LoaderOptions): Promise<MountedLoader> {
  loader.destroy();
  const mounted = mountLoader(own);
  frame = mounted.loadFrame();
  await new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  return mounted;
}

const visibleBubbles = () =>
  [...shadow().querySelectorAll<HTMLButtonElement>(".bubble")].filter((bubble) => !bubble.hidden);

beforeEach(async () => {
  loader = mountLoader(options);
  frame = loader.loadFrame();
  await new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  expect(frame.contentWindow).toBeTruthy();
});

afterEach(() => {
  loader.destroy();
  vi.useRealTimers();
});

describe("loader", () => {
  it("draws a launcher and a hidden frame on the embed page for the bot and this host", () => {
    expect(launcher().getAttribute("aria-label")).toBe("Ouvrir le chat");
    expect(launcher().getAttribute("aria-expanded")).toBe("false");
    expect(frame.hidden).toBe(true);
    const address = new URL(frame.src);
    expect(address.origin).toBe(EMBED_ORIGIN);
    expect(address.pathname).toBe("/embed/3");
    expect(address.searchParams.get("host")).toBe(window.location.origin);
    // Whatever the site's own referrer policy, the frame can tell which site it is on.
    expect(frame.referrerPolicy).toBe("origin");
  });

  it("opens and closes the frame from the launcher, and closes it when the widget asks", () => {
    launcher().click();
    expect(frame.hidden).toBe(false);
    expect(launcher().getAttribute("aria-label")).toBe("Réduire le chat");
    fromWidget({ type: "AMI_CHAT_CLOSE" });
    expect(frame.hidden).toBe(true);
    expect(launcher().getAttribute("aria-expanded")).toBe("false");
  });

  it("ignores messages from another origin or another window", () => {
    launcher().click();
    fromWidget({ type: "AMI_CHAT_CLOSE" }, "https://evil.example");
    fromWidget({ type: "AMI_CHAT_CLOSE" }, EMBED_ORIGIN, window);
    expect(frame.hidden).toBe(false);
  });

  it("leaves nothing on the page when the widget says the assistant is unavailable", () => {
    fromWidget({ type: "AMI_BUBBLES_DATA", bubbles: [{ id: 1, bubble: "Une question ?" }] });
    fromWidget({ type: "AMI_UNAVAILABLE" }, "https://evil.example");
    expect(loader.host.isConnected).toBe(true);
    fromWidget({ type: "AMI_UNAVAILABLE" });
    expect(loader.host.isConnected).toBe(false);
    expect(document.querySelector("[data-ami-bot]")).toBeNull();
    // Its frame went with it, and later messages find nothing to draw.
    expect(frame.isConnected).toBe(false);
    fromWidget({ type: "AMI_APPEARANCE", appearance: { position: "bottom-left" } });
    expect(document.querySelector("[data-ami-bot]")).toBeNull();
  });

  it("leaves the host page's own message handler in place", () => {
    const hostHandler = vi.fn();
    window.onmessage = hostHandler;
    const other = mountLoader({ ...options, botId: "4" });
    expect(window.onmessage).toBe(hostHandler);
    other.destroy();
    window.onmessage = null;
  });

  it("shows the bot's avatar on the launcher, only from a web address", () => {
    fromWidget({ type: "AMI_AVATAR_UPDATE", avatarUrl: "javascript:alert(1)" });
    expect(launcher().querySelector("img")).toBeNull();
    fromWidget({ type: "AMI_AVATAR_UPDATE", avatarUrl: "https://api.example/media/bot.png" });
    expect(launcher().querySelector("img")?.getAttribute("src")).toBe(
      "https://api.example/media/bot.png",
    );
    // A picture that cannot load gives way to the drawn icon.
    launcher().querySelector("img")?.dispatchEvent(new Event("error"));
    expect(launcher().querySelector("img")).toBeNull();
    expect(launcher().querySelector("svg")).not.toBeNull();
  });

  it("fades in up to three bubbles 5 s then 1 s apart, with close-all after 5 s + (n - 1) x 0.3 s + 1 s", () => {
    vi.useFakeTimers();
    const bubbles = [1, 2, 3, 4].map((id) => ({ id, bubble: `Bulle ${id}` }));
    fromWidget({ type: "AMI_BUBBLES_DATA", bubbles });
    expect(shadow().querySelectorAll(".bubble")).toHaveLength(3);
    vi.advanceTimersByTime(4999);
    expect(visibleBubbles()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(visibleBubbles().map((bubble) => bubble.textContent)).toEqual(["Bulle 1"]);
    vi.advanceTimersByTime(1000);
    expect(visibleBubbles()).toHaveLength(2);
    const closeAll = shadow().querySelector(".close-all") as HTMLButtonElement;
    expect(closeAll.hidden).toBe(true);
    vi.advanceTimersByTime(600);
    expect(closeAll.hidden).toBe(false);
    // The same list again (an answer to the bubble request) does not start over.
    fromWidget({ type: "AMI_BUBBLES_DATA", bubbles });
    expect(visibleBubbles()).toHaveLength(2);
    closeAll.click();
    expect(shadow().querySelectorAll(".bubble")).toHaveLength(0);
  });

  it("removes the bubbles when the widget closes them all, and opens the chat from a bubble", () => {
    vi.useFakeTimers();
    fromWidget({ type: "AMI_BUBBLES_DATA", bubbles: [{ id: 1, bubble: "Une question ?" }] });
    vi.advanceTimersByTime(5000);
    visibleBubbles()[0]?.click();
    expect(frame.hidden).toBe(false);
    fromWidget({ type: "AMI_CLOSE_ALL_BUBBLES" });
    expect(shadow().querySelectorAll(".bubble")).toHaveLength(0);
  });

  it("shows the launcher once the widget tells the assistant's appearance, and takes it", () => {
    const root = shadow().querySelector(".root") as HTMLElement;
    expect(root.hasAttribute("data-pending")).toBe(true);
    expect(root.dataset).toMatchObject({ position: "bottom-right", size: "md", theme: "light" });
    fromWidget({
      type: "AMI_APPEARANCE",
      appearance: {
        color: "#ffe066",
        position: "bottom-left",
        size: "lg",
        theme: "dark",
        launcher_icon: "sparkles",
        language: "en",
      },
    });
    expect(root.hasAttribute("data-pending")).toBe(false);
    expect(root.dataset).toMatchObject({ position: "bottom-left", size: "lg", theme: "dark" });
    expect(root.style.getPropertyValue("--c")).toBe("#ffe066");
    expect(root.style.getPropertyValue("--on-c")).toBe("#1c2024");
    expect(launcher().getAttribute("aria-label")).toBe("Open the chat");
    expect(launcher().querySelector("path")?.getAttribute("d")).toMatch(/^M11 3l1.9/);
    // The picture the icon replaces is not shown, even once known.
    fromWidget({ type: "AMI_AVATAR_UPDATE", avatarUrl: "https://api.example/media/bot.png" });
    expect(launcher().querySelector("img")).toBeNull();
    expect(frame.title).toBe("Conversation");
    expect(frame.hidden).toBe(true);
  });

  it("shows the launcher with the defaults when the widget says nothing in time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    loader = await remount(options);
    const root = shadow().querySelector(".root") as HTMLElement;
    vi.advanceTimersByTime(APPEARANCE_WAIT_MS - 1);
    expect(root.hasAttribute("data-pending")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hasAttribute("data-pending")).toBe(false);
    expect(root.dataset.position).toBe("bottom-right");
  });

  it("lets the script tag's position, size and language win, and gives the language to the frame", async () => {
    loader = await remount({ ...options, position: "bottom-left", size: "sm", locale: "en" });
    expect(new URL(frame.src).searchParams.get("locale")).toBe("en");
    fromWidget({
      type: "AMI_APPEARANCE",
      appearance: { position: "bottom-right", size: "xl", language: "fr" },
    });
    const root = shadow().querySelector(".root") as HTMLElement;
    expect(root.dataset).toMatchObject({ position: "bottom-left", size: "sm" });
    expect(launcher().getAttribute("aria-label")).toBe("Open the chat");
  });

  it("opens at start when the assistant says so, leaving the page its focus", () => {
    const before = document.activeElement;
    fromWidget({ type: "AMI_APPEARANCE", appearance: { default_open: true } });
    expect(frame.hidden).toBe(false);
    expect(launcher().getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(before);
    // Told again (the back-office changed it), the visitor's choice stands.
    launcher().click();
    fromWidget({ type: "AMI_APPEARANCE", appearance: { default_open: true } });
    expect(frame.hidden).toBe(true);
  });
});
