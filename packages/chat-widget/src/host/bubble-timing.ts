import {
  BUBBLE_BASE_DELAY_MS,
  BUBBLE_STEP_CHAT_SHOWN_MS,
  BUBBLE_STEP_MS,
  CLOSE_ALL_EXTRA_DELAY_MS,
} from "../constants";

/** When the bubble at `index` fades in, counted from when the bubbles arrived. */
export function bubbleDelay(index: number, chatShown: boolean): number {
  return BUBBLE_BASE_DELAY_MS + index * (chatShown ? BUBBLE_STEP_CHAT_SHOWN_MS : BUBBLE_STEP_MS);
}

/** When the close-all button appears for `count` bubbles. */
export function closeAllDelay(count: number): number {
  return (
    BUBBLE_BASE_DELAY_MS +
    Math.max(0, count - 1) * BUBBLE_STEP_CHAT_SHOWN_MS +
    CLOSE_ALL_EXTRA_DELAY_MS
  );
}
