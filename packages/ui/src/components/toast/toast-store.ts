import type { ReactNode } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../constants";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A button inside the toast, e.g. "Undo". */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type Listener = () => void;

/**
 * The toasts of an app: newest first, at most `TOAST_LIMIT` of them. A dismissed toast is closed
 * at once (so it animates out) and forgotten `TOAST_REMOVE_DELAY_MS` later.
 */
export function createToastStore() {
  let toasts: readonly ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function publish(next: readonly ToastEntry[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function remove(id: string) {
    removalTimers.delete(id);
    publish(toasts.filter((entry) => entry.id !== id));
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
    );
  }

  /** Closes one toast, or every toast when no id is given. */
  function dismiss(id?: string) {
    const closing = toasts.filter((entry) => id === undefined || entry.id === id);
    for (const entry of closing) scheduleRemoval(entry.id);
    publish(toasts.map((entry) => (closing.includes(entry) ? { ...entry, open: false } : entry)));
  }

  function update(id: string, options: ToastOptions) {
    publish(toasts.map((entry) => (entry.id === id ? { ...entry, ...options } : entry)));
  }

  function show(options: ToastOptions): ToastHandle {
    counter += 1;
    const id = `toast-${counter}`;
    const kept = toasts.slice(0, TOAST_LIMIT - 1);
    // Toasts pushed out by the new one will never show again: forget them now.
    for (const dropped of toasts.slice(TOAST_LIMIT - 1)) {
      clearTimeout(removalTimers.get(dropped.id));
      removalTimers.delete(dropped.id);
    }
    publish([{ ...options, id, open: true }, ...kept]);
    return { id, dismiss: () => dismiss(id), update: (next) => update(id, next) };
  }

  function subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return { show, dismiss, update, subscribe, getToasts: () => toasts };
}

export type ToastStore = ReturnType<typeof createToastStore>;
