import type { ApiClient, ChatSession } from "@org/api-client";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBubbleSchedule } from "./use-bubbles";
import { useConversation } from "./use-conversation";

const session: ChatSession = {
  session_id: 1,
  session_secret: "s",
  bot_id: 1,
  bot_name: "Bot",
  welcome_message: "Bonjour\nà vous",
  botAvatarUrl: null,
  earlierMessages: [],
};

// These rules run on timers alone: no request is made, so a client that is never called suffices.
const unusedClient = {} as ApiClient;

describe("timed rules", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the typing indicator for 1.5 s, then the welcome on one line", () => {
    const { result } = renderHook(() =>
      useConversation({ client: unusedClient, session, streaming: false }),
    );
    expect(result.current.welcomeTyping).toBe(true);
    expect(result.current.messages).toEqual([]);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.messages).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.welcomeTyping).toBe(false);
    expect(result.current.messages).toEqual([
      {
        id: "welcome",
        role: "assistant",
        content: "Bonjour à vous",
        rating: 0,
        commented: false,
        sources: [],
      },
    ]);
  });

  it("waits for a session before welcoming, and welcomes again after clearing", () => {
    const { result, rerender } = renderHook(
      ({ current }: { current: ChatSession | undefined }) =>
        useConversation({ client: unusedClient, session: current, streaming: false }),
      { initialProps: { current: undefined as ChatSession | undefined } },
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.welcomeTyping).toBe(false);
    expect(result.current.messages).toHaveLength(0);
    rerender({ current: { ...session, welcome_message: "" } });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.messages[0]?.content).toBe("Comment puis-je vous aider?");
    act(() => result.current.clear());
    expect(result.current.welcomeTyping).toBe(true);
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.messages).toHaveLength(1);
  });

  it("ignores blank questions and questions without a session", () => {
    const { result } = renderHook(() =>
      useConversation({ client: unusedClient, session: undefined, streaming: false }),
    );
    expect(result.current.send("   \n ")).toBe(false);
    expect(result.current.send("Bonjour")).toBe(false);
    expect(result.current.messages).toHaveLength(0);
  });

  it("fades bubbles in 5 s after arrival, 1 s apart, then shows close-all", () => {
    const { result } = renderHook(() => useBubbleSchedule(3, false));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toEqual({ shownCount: 0, closeAllShown: false });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shownCount).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.shownCount).toBe(2);
    act(() => vi.advanceTimersByTime(599));
    expect(result.current.closeAllShown).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    // 5 s + 2 x 0.3 s + 1 s = 6.6 s
    expect(result.current.closeAllShown).toBe(true);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.shownCount).toBe(3);
  });

  it("spaces bubbles 0.3 s apart once the chat is shown, even mid-way", () => {
    const { result, rerender } = renderHook(({ shown }) => useBubbleSchedule(3, shown), {
      initialProps: { shown: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.shownCount).toBe(1);
    rerender({ shown: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.shownCount).toBe(2);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.shownCount).toBe(3);
  });

  it("shows nothing without bubbles", () => {
    const { result } = renderHook(() => useBubbleSchedule(0, true));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toEqual({ shownCount: 0, closeAllShown: false });
  });
});
