import { Cross2Icon } from "@radix-ui/react-icons";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
} from "../../constants";
import { Button } from "../button/button";
import { createToastStore, type ToastOptions, type ToastStore } from "./toast-store";

/** The app-wide toasts, shown by the `Toaster`. */
export const toastStore: ToastStore = createToastStore();

/** Shows a toast; returns its id and functions to update or dismiss it. */
export function toast(options: ToastOptions) {
  return toastStore.show(options);
}

/** Dismisses one toast, or all of them without an id. */
export function dismissToast(id?: string) {
  toastStore.dismiss(id);
}

/** The current toasts plus `toast` and `dismiss`, re-rendering when they change. */
export function useToast(store: ToastStore = toastStore) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  return { toasts, toast: store.show, dismiss: store.dismiss };
}

export interface ToasterProps {
  store?: ToastStore;
  /** Name of the notification region; `{hotkey}` is replaced by the key that focuses it. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/**
 * Where toasts appear: bottom right (top on small screens), 420 px wide at most. Each closes
 * after 5 s, or when swiped 50 px to the right; F8 moves focus to them.
 */
export function Toaster({
  store = toastStore,
  label = "Notifications ({hotkey})",
  closeLabel = "Close",
}: ToasterProps) {
  const { toasts, dismiss } = useToast(store);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, open, title, description, action, variant = "default" }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
          data-variant={variant}
          className="ui-toast"
        >
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="ui-toast-title">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="ui-toast-description">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {action ? (
            <ToastPrimitive.Action altText={action.altText} asChild>
              <Button variant="outline" size="sm" onClick={action.onClick}>
                {action.label}
              </Button>
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close aria-label={closeLabel} className="ui-toast-close">
            <Cross2Icon aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_VIEWPORT_HOTKEY}
        label={label}
        className="ui-toast-viewport"
      />
    </ToastPrimitive.Provider>
  );
}
