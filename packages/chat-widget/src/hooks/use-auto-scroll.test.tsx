import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAutoScroll } from "./use-auto-scroll";

/** A scrolling box with the three measures the rule reads. */
function box(scrollHeight: number, clientHeight = 400) {
  return { scrollTop: 0, scrollHeight, clientHeight } as HTMLElement;
}

describe("useAutoScroll", () => {
  it("follows new content to the bottom", () => {
    const element = box(1000);
    const ref = { current: element };
    const { rerender } = renderHook(({ content }) => useAutoScroll(ref, content), {
      initialProps: { content: 1 },
    });
    expect(element.scrollTop).toBe(1000);
    Object.assign(element, { scrollHeight: 1500 });
    rerender({ content: 2 });
    expect(element.scrollTop).toBe(1500);
  });

  it("stops following when the visitor scrolls or swipes upward, and resumes within 20 px", () => {
    const element = box(1000);
    const ref = { current: element };
    const { result, rerender } = renderHook(({ content }) => useAutoScroll(ref, content), {
      initialProps: { content: 1 },
    });
    act(() => result.current.listeners.onWheel({ deltaY: -40 }));
    element.scrollTop = 300;
    act(() => result.current.listeners.onScroll());
    expect(result.current.atBottom).toBe(false);
    Object.assign(element, { scrollHeight: 1400 });
    rerender({ content: 2 });
    expect(element.scrollTop).toBe(300);

    // Back within 20 px of the bottom (1400 - 400 - 985 = 15): following resumes.
    element.scrollTop = 985;
    act(() => result.current.listeners.onScroll());
    expect(result.current.atBottom).toBe(true);
    Object.assign(element, { scrollHeight: 1800 });
    rerender({ content: 3 });
    expect(element.scrollTop).toBe(1800);

    act(() => result.current.listeners.onTouchStart({ touches: [{ clientY: 100 }] }));
    act(() => result.current.listeners.onTouchMove({ touches: [{ clientY: 160 }] }));
    Object.assign(element, { scrollHeight: 2000 });
    rerender({ content: 4 });
    expect(element.scrollTop).toBe(1800);
  });

  it("keeps following when the visitor scrolls downward", () => {
    const element = box(1000);
    const ref = { current: element };
    const { result, rerender } = renderHook(({ content }) => useAutoScroll(ref, content), {
      initialProps: { content: 1 },
    });
    act(() => result.current.listeners.onWheel({ deltaY: 40 }));
    Object.assign(element, { scrollHeight: 1200 });
    rerender({ content: 2 });
    expect(element.scrollTop).toBe(1200);
  });

  it("scrolls back to the bottom on request, and follows again", () => {
    const element = box(1000);
    const ref = { current: element };
    const { result, rerender } = renderHook(({ content }) => useAutoScroll(ref, content), {
      initialProps: { content: 1 },
    });
    act(() => result.current.listeners.onWheel({ deltaY: -10 }));
    element.scrollTop = 100;
    act(() => result.current.listeners.onScroll());
    act(() => result.current.scrollToBottom());
    expect(element.scrollTop).toBe(1000);
    expect(result.current.atBottom).toBe(true);
    Object.assign(element, { scrollHeight: 1100 });
    rerender({ content: 2 });
    expect(element.scrollTop).toBe(1100);
  });
});
