import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  embedPageUrl,
  isFromPeer,
  LAUNCHER_TEXTS,
  readAppearance,
  readableTextOn,
  readHostMessage,
  readWidgetMessage,
} from "./index";

describe("host protocol", () => {
  it("reads the widget's messages and drops malformed ones", () => {
    expect(readWidgetMessage({ type: "AMI_CHAT_CLOSE" })).toEqual({ type: "AMI_CHAT_CLOSE" });
    expect(readWidgetMessage({ type: "AMI_CLOSE_ALL_BUBBLES" })).toEqual({
      type: "AMI_CLOSE_ALL_BUBBLES",
    });
    expect(readWidgetMessage({ type: "AMI_AVATAR_UPDATE", avatarUrl: "https://a/b.png" })).toEqual({
      type: "AMI_AVATAR_UPDATE",
      avatarUrl: "https://a/b.png",
    });
    expect(
      readWidgetMessage({
        type: "AMI_BUBBLES_DATA",
        bubbles: [{ id: 1, bubble: "Bonjour" }, { id: "x" }, null],
      }),
    ).toEqual({ type: "AMI_BUBBLES_DATA", bubbles: [{ id: 1, bubble: "Bonjour" }] });
    expect(readWidgetMessage({ type: "AMI_AVATAR_UPDATE" })).toBeUndefined();
    expect(readWidgetMessage("AMI_CHAT_CLOSE")).toBeUndefined();
    expect(readWidgetMessage(null)).toBeUndefined();
  });

  it("reads the host's bubble request and appearance preview only", () => {
    expect(readHostMessage({ type: "AMI_REQUEST_BUBBLES" })).toEqual({
      type: "AMI_REQUEST_BUBBLES",
    });
    expect(
      readHostMessage({ type: "AMI_SET_APPEARANCE", appearance: { theme: "dark", size: "big" } }),
    ).toEqual({ type: "AMI_SET_APPEARANCE", appearance: { theme: "dark" } });
    expect(readHostMessage({ type: "AMI_CHAT_CLOSE" })).toBeUndefined();
  });

  it("reads the appearance the widget reports, keeping only known values", () => {
    expect(
      readWidgetMessage({
        type: "AMI_APPEARANCE",
        appearance: {
          color: "#D4380D",
          position: "bottom-left",
          size: "full",
          default_open: true,
          theme: "system",
          launcher_icon: "sparkles",
          language: "en",
        },
      }),
    ).toEqual({
      type: "AMI_APPEARANCE",
      appearance: {
        color: "#D4380D",
        position: "bottom-left",
        size: "full",
        default_open: true,
        theme: "system",
        launcher_icon: "sparkles",
        language: "en",
      },
    });
    expect(
      readAppearance({
        color: "red; background: url(x)",
        position: "top",
        size: "toString",
        default_open: "yes",
        theme: 1,
        launcher_icon: "__proto__",
        language: "de",
      }),
    ).toEqual({});
    expect(readAppearance(null)).toEqual({});
  });

  it("has the launcher's texts in every language", () => {
    expect(LAUNCHER_TEXTS.fr.openTitle).toBe("Ouvrir le chat");
    expect(LAUNCHER_TEXTS.en.openTitle).toBe("Open the chat");
  });

  it("picks white or near-black text, whichever contrasts more", () => {
    expect(readableTextOn("#3e63dd")).toBe("#ffffff");
    expect(readableTextOn("#ffe066")).toBe("#1c2024");
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("accepts a message only from the exact window at the exact origin", () => {
    const peer = { origin: "https://host.example", window: {} as Window };
    const other = {} as Window;
    expect(isFromPeer({ origin: "https://host.example", source: peer.window }, peer)).toBe(true);
    expect(isFromPeer({ origin: "https://evil.example", source: peer.window }, peer)).toBe(false);
    expect(isFromPeer({ origin: "https://host.example", source: other }, peer)).toBe(false);
    expect(
      isFromPeer({ origin: "https://host.example", source: null }, { ...peer, window: null }),
    ).toBe(false);
  });

  it("builds the embed address with the host origin, and the site's language when it names one", () => {
    expect(embedPageUrl("https://chat.example", "12", "https://shop.example")).toBe(
      "https://chat.example/embed/12?host=https%3A%2F%2Fshop.example",
    );
    expect(
      embedPageUrl("https://chat.example", "12", "https://shop.example", undefined, "en"),
    ).toBe("https://chat.example/embed/12?host=https%3A%2F%2Fshop.example&locale=en");
  });
});
