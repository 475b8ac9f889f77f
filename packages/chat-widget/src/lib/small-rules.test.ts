import { describe, expect, it } from "vitest";
import { bubbleDelay, closeAllDelay } from "../host/bubble-timing";
import { nextRating } from "./rating";
import { isNearBottom } from "./scroll-position";
import { welcomeText } from "./welcome-text";

describe("welcomeText", () => {
  it("collapses line breaks into spaces", () => {
    expect(welcomeText("Bonjour !\nJe suis l'assistant.\r\n\r\nPosez vos questions.")).toBe(
      "Bonjour ! Je suis l'assistant. Posez vos questions.",
    );
  });

  it("falls back to the default greeting", () => {
    expect(welcomeText("")).toBe("Comment puis-je vous aider?");
    expect(welcomeText(null)).toBe("Comment puis-je vous aider?");
    expect(welcomeText("\n\n")).toBe("Comment puis-je vous aider?");
  });
});

describe("bubble timing", () => {
  it("shows bubbles 5 s after arrival, one second apart while the chat is hidden", () => {
    expect([0, 1, 2].map((index) => bubbleDelay(index, false))).toEqual([5000, 6000, 7000]);
  });

  it("spaces them 0.3 s apart once the chat is shown", () => {
    expect([0, 1, 2].map((index) => bubbleDelay(index, true))).toEqual([5000, 5300, 5600]);
  });

  it("shows the close-all button 5 s + (count - 1) x 0.3 s + 1 s after arrival", () => {
    expect(closeAllDelay(1)).toBe(6000);
    expect(closeAllDelay(3)).toBe(6600);
  });
});

describe("nextRating", () => {
  it("likes, and unlikes a liked answer", () => {
    expect(nextRating(0, "like")).toBe(1);
    expect(nextRating(-1, "like")).toBe(1);
    expect(nextRating(1, "like")).toBe(0);
  });

  it("dislikes, and un-dislikes a disliked answer", () => {
    expect(nextRating(0, "dislike")).toBe(-1);
    expect(nextRating(1, "dislike")).toBe(-1);
    expect(nextRating(-1, "dislike")).toBe(0);
  });
});

describe("isNearBottom", () => {
  const list = { scrollHeight: 1000, clientHeight: 400 };
  it("is true within 20 px of the bottom, false beyond", () => {
    expect(isNearBottom({ ...list, scrollTop: 600 })).toBe(true);
    expect(isNearBottom({ ...list, scrollTop: 580 })).toBe(true);
    expect(isNearBottom({ ...list, scrollTop: 579 })).toBe(false);
  });
});
