import { describe, expect, it } from "vitest";
import { embedPageUrl, isFromPeer, readHostMessage, readWidgetMessage } from "./index";

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

  it("reads the host's bubble request only", () => {
    expect(readHostMessage({ type: "AMI_REQUEST_BUBBLES" })).toEqual({
      type: "AMI_REQUEST_BUBBLES",
    });
    expect(readHostMessage({ type: "AMI_CHAT_CLOSE" })).toBeUndefined();
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

  it("builds the embed address with the host origin", () => {
    expect(embedPageUrl("https://chat.example", "12", "https://shop.example")).toBe(
      "https://chat.example/embed/12?host=https%3A%2F%2Fshop.example",
    );
  });
});
