import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { useVisualViewport } from "./use-visual-viewport";

/** The part of the screen left visible, as a phone reports it while its keyboard opens. */
class VisibleScreen extends EventTarget {
  height = 844;
  offsetTop = 0;
}

const original = Object.getOwnPropertyDescriptor(window, "visualViewport");
afterEach(() => {
  if (original) Object.defineProperty(window, "visualViewport", original);
});

it("sizes the full-screen panel to the part of the screen the keyboard leaves visible", () => {
  const screen = new VisibleScreen();
  Object.defineProperty(window, "visualViewport", { value: screen, configurable: true });
  const panel = document.createElement("section");
  const { rerender, unmount } = renderHook(({ on }) => useVisualViewport({ current: panel }, on), {
    initialProps: { on: true },
  });
  expect(panel.style.getPropertyValue("--ami-viewport-height")).toBe("844px");

  act(() => {
    screen.height = 500;
    screen.offsetTop = 120;
    screen.dispatchEvent(new Event("resize"));
  });
  expect(panel.style.getPropertyValue("--ami-viewport-height")).toBe("500px");
  expect(panel.style.getPropertyValue("--ami-viewport-top")).toBe("120px");

  rerender({ on: false });
  expect(panel.style.getPropertyValue("--ami-viewport-height")).toBe("");
  unmount();
});
