import { act, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BotAvatar } from "../components/bot-avatar";
import { useImageStatus } from "./use-image-status";

// The test DOM loads no pictures: the images the hook creates are kept to play their events.
const created: HTMLImageElement[] = [];
const BrowserImage = window.Image;

beforeEach(() => {
  created.length = 0;
  window.Image = class extends BrowserImage {
    constructor() {
      super();
      created.push(this);
    }
  } as typeof Image;
});

afterEach(() => {
  window.Image = BrowserImage;
});

const play = (type: "load" | "error") =>
  act(() => void created.at(-1)?.dispatchEvent(new Event(type)));

describe("avatar image states", () => {
  it("is idle without an address, loading with one, then loaded or error", () => {
    const { result, rerender } = renderHook(({ src }) => useImageStatus(src), {
      initialProps: { src: null as string | null },
    });
    expect(result.current).toBe("idle");
    rerender({ src: "https://example.org/a.png" });
    expect(result.current).toBe("loading");
    play("load");
    expect(result.current).toBe("loaded");
    rerender({ src: "https://example.org/broken.png" });
    expect(result.current).toBe("loading");
    play("error");
    expect(result.current).toBe("error");
  });

  it("shows the placeholder unless the picture has loaded", () => {
    const { container } = render(<BotAvatar src="https://example.org/a.png" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("svg")).not.toBeNull();
    play("load");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://example.org/a.png");
    expect(container.querySelector("svg")).toBeNull();
  });
});
