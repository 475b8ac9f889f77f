import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY_MS } from "../../constants";
import { createToastStore } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast at a time, the newest", () => {
    const store = createToastStore();
    store.show({ title: "First" });
    store.show({ title: "Second" });
    expect(store.getToasts().map((entry) => entry.title)).toEqual(["Second"]);
    expect(store.getToasts()[0]?.open).toBe(true);
  });

  it("closes a dismissed toast at once and forgets it after the removal delay", () => {
    const store = createToastStore();
    const handle = store.show({ title: "Saved" });
    handle.dismiss();
    expect(store.getToasts()).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("dismisses every toast when no id is given", () => {
    const store = createToastStore();
    store.show({ title: "One" });
    store.dismiss();
    expect(store.getToasts().every((entry) => !entry.open)).toBe(true);
  });

  it("updates a shown toast in place", () => {
    const store = createToastStore();
    const handle = store.show({ title: "Uploading" });
    handle.update({ title: "Uploaded", variant: "default" });
    expect(store.getToasts()).toMatchObject([{ id: handle.id, title: "Uploaded", open: true }]);
  });

  it("tells subscribers about every change until they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.show({ title: "Hello" });
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ title: "Again" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the destructive variant for error toasts", () => {
    const store = createToastStore();
    store.show({ title: "Erreur de connexion", variant: "destructive" });
    expect(store.getToasts()[0]?.variant).toBe("destructive");
  });
});
