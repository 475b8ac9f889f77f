import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDelayedPending } from "./use-delayed-pending";

const timing = { delayMs: 1000, minDurationMs: 500 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function render(pending: boolean) {
  return renderHook(({ pending }) => useDelayedPending(pending, timing), {
    initialProps: { pending },
  });
}

describe("useDelayedPending", () => {
  it("shows nothing for work that ends within the delay", () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(999));
    expect(hook.result.current).toBe(false);
    hook.rerender({ pending: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(hook.result.current).toBe(false);
  });

  it("shows the pending state once the delay has passed", () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBe(true);
  });

  it("keeps it at least the minimum time when the work ends just after it appeared", () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(1100));
    hook.rerender({ pending: false });
    act(() => vi.advanceTimersByTime(399));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it("hides it at once when it has been shown longer than the minimum", () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(3000));
    hook.rerender({ pending: false });
    act(() => vi.advanceTimersByTime(0));
    expect(hook.result.current).toBe(false);
  });

  it("stays shown without restarting the delay when work resumes during the minimum time", () => {
    const hook = render(true);
    act(() => vi.advanceTimersByTime(1000));
    hook.rerender({ pending: false });
    act(() => vi.advanceTimersByTime(200));
    hook.rerender({ pending: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(hook.result.current).toBe(true);
  });
});
