import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";
import { TOAST_DURATION_MS, TOAST_VIEWPORT_MAX_WIDTH_PX } from "../../constants";
import { resolvedColor } from "../../testing/focus-ring";
import { Button } from "../button/button";
import { Toaster, toast } from "./toast";
import { createToastStore, type ToastOptions } from "./toast-store";

interface ToastDemoProps {
  options: ToastOptions;
}

// Each story gets its own store, so no toast leaks from one story into the next.
function ToastDemo({ options }: ToastDemoProps) {
  const [store] = useState(createToastStore);
  const [count, setCount] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          const next = count + 1;
          setCount(next);
          store.show({ ...options, title: `${options.title} ${next}` });
        }}
      >
        Notify
      </Button>
      <Toaster store={store} />
    </>
  );
}

const meta = {
  title: "Components/Toast",
  component: ToastDemo,
  args: { options: { title: "Connexion réussie", description: "Bienvenue Camille" } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function notificationRegion() {
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

function shownToasts() {
  return within(notificationRegion()).queryAllByRole("listitem");
}

async function firstToast() {
  await waitFor(() => expect(shownToasts()).toHaveLength(1));
  return shownToasts()[0] as HTMLElement;
}

export const Shows: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    const shown = await firstToast();
    await expect(shown).toHaveTextContent("Connexion réussie 1");
    await expect(shown).toHaveTextContent("Bienvenue Camille");
    // Screen readers are told politely, without interrupting.
    await expect(await screen.findByRole("status")).toHaveAttribute("aria-live", "polite");
  },
};

export const OneVisibleAtATime: Story = {
  play: async ({ canvas }) => {
    const notify = canvas.getByRole("button", { name: "Notify" });
    await userEvent.click(notify);
    await userEvent.click(notify);
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await expect(shownToasts()[0]).toHaveTextContent("Connexion réussie 2");
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    await firstToast();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(shownToasts()).toHaveLength(0));
  },
};

export const ClosesByItself: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    await firstToast();
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS - 1000));
    await expect(shownToasts()).toHaveLength(1);
    await waitFor(() => expect(shownToasts()).toHaveLength(0), { timeout: 3000 });
  },
};

export const SwipeRightToDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    const shown = await firstToast();
    const box = shown.getBoundingClientRect();
    const start = { clientX: box.left + 20, clientY: box.top + 10, pointerId: 1, button: 0 };
    fireEvent.pointerDown(shown, start);
    // A short move is not a swipe.
    fireEvent.pointerMove(shown, { ...start, clientX: start.clientX + 20 });
    fireEvent.pointerUp(shown, { ...start, clientX: start.clientX + 20 });
    await expect(shownToasts()).toHaveLength(1);

    fireEvent.pointerDown(shown, start);
    for (const step of [10, 30, 60, 90]) {
      fireEvent.pointerMove(shown, { ...start, clientX: start.clientX + step });
    }
    fireEvent.pointerUp(shown, { ...start, clientX: start.clientX + 90 });
    await waitFor(() => expect(shownToasts()).toHaveLength(0));
  },
};

export const F8FocusesTheToasts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    await firstToast();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    await waitFor(() =>
      expect(notificationRegion()).toContainElement(document.activeElement as HTMLElement),
    );
  },
};

export const Destructive: Story = {
  args: {
    options: {
      title: "Erreur de connexion",
      description: "Vérifiez vos identifiants et réessayez",
      variant: "destructive",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    const shown = await firstToast();
    await expect(shown).toHaveTextContent("Vérifiez vos identifiants et réessayez");
    await expect(shown).toHaveAttribute("data-variant", "destructive");
    await expect(getComputedStyle(shown).backgroundColor).toBe(
      resolvedColor(shown, "var(--ui-color-destructive)"),
    );
    // Errors interrupt: they are announced at once rather than politely.
    await expect(await screen.findByRole("status")).toHaveAttribute("aria-live", "assertive");
  },
};

export const WithAction: Story = {
  args: {
    options: {
      title: "Shortcut deleted",
      action: { label: "Undo", altText: "Undo the deletion", onClick: () => {} },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    await userEvent.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(shownToasts()).toHaveLength(0));
  },
};

export const WidthCappedOnMediumScreens: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    const shown = await firstToast();
    await expect(shown.getBoundingClientRect().width).toBeLessThanOrEqual(
      TOAST_VIEWPORT_MAX_WIDTH_PX,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    const shown = await firstToast();
    await expect(Math.round(shown.getBoundingClientRect().top)).toBeLessThan(100);
  },
};

/** A long French message wraps inside the toast, which stays within the screen of a phone. */
export const LongFrenchText: Story = {
  globals: { viewport: { value: "mobile1" } },
  args: {
    options: {
      title: "Assistant enregistré",
      description:
        "Les modifications du message d’accueil et des raccourcis seront visibles par les visiteurs dès leur prochaine visite : rechargez la page de test pour les voir.",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Notify" }));
    const shown = await firstToast();
    await expect(shown).toHaveTextContent(/rechargez la page de test pour les voir\.$/);
    const { left, right } = shown.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: Shows.play,
};

function GlobalToastDemo() {
  return (
    <>
      <Button onClick={() => toast({ title: "Content not modified!" })}>Save</Button>
      <Toaster />
    </>
  );
}

export const AppWideToastFunction: Story = {
  render: () => <GlobalToastDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await firstToast()).toHaveTextContent("Content not modified!");
  },
};
