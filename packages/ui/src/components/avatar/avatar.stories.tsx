import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { Avatar } from "./avatar";

/**
 * A picture made on the spot, so the story needs no network; each call makes a new one, which the
 * browser has never loaded (a picture already in its cache skips the loading state).
 */
function makePicture() {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" data-made="${crypto.randomUUID()}"><rect width="64" height="64" fill="#3e63dd"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>`,
  )}`;
}

const picture = makePicture();

const meta = {
  title: "Components/Avatar",
  component: Avatar,
  args: { name: "Camille Martin", onStatusChange: fn() },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsWithoutPicture: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const placeholder = canvas.getByRole("img", { name: "Camille Martin" });
    await expect(placeholder).toHaveTextContent("CA");
    await expect(canvasElement.querySelector("[data-status]")).toHaveAttribute(
      "data-status",
      "idle",
    );
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
};

export const Loaded: Story = {
  // Made for each showing, so that going back to the story shows the loading state again.
  loaders: [() => ({ picture: makePicture() })],
  render: (args, { loaded }) => <Avatar {...args} src={loaded.picture as string} />,
  play: async ({ args, canvasElement }) => {
    const root = canvasElement.querySelector("[data-status]") as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute("data-status", "loaded"));
    await expect(args.onStatusChange).toHaveBeenNthCalledWith(1, "loading");
    await expect(args.onStatusChange).toHaveBeenLastCalledWith("loaded");
    const image = root.querySelector("img");
    await expect(image).toHaveAttribute("alt", "Camille Martin");
    // Once the picture is there, the initials are gone.
    await expect(root).not.toHaveTextContent("CA");
  },
};

/** A picture that cannot be decoded, made on the spot: it fails without a request in the console. */
const brokenPicture = "data:image/png;base64,bm90IGEgcGljdHVyZQ==";

export const BrokenPictureFallsBackToInitials: Story = {
  args: { src: brokenPicture },
  play: async ({ args, canvas, canvasElement }) => {
    const root = canvasElement.querySelector("[data-status]") as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute("data-status", "error"));
    await expect(args.onStatusChange).toHaveBeenNthCalledWith(1, "loading");
    await expect(args.onStatusChange).toHaveBeenLastCalledWith("error");
    await expect(canvas.getByRole("img", { name: "Camille Martin" })).toHaveTextContent("CA");
    await expect(root.querySelector("img")).toBeNull();
  },
};

export const GivenPlaceholder: Story = {
  args: {
    name: "Aide Debian",
    fallback: (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" data-testid="icon">
        <circle cx="12" cy="12" r="8" fill="currentColor" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole("img", { name: "Aide Debian" });
    // The given placeholder instead of the initials, the name still naming it.
    await expect(placeholder).not.toHaveTextContent("AI");
    await expect(canvas.getByTestId("icon")).toBeInTheDocument();
  },
};

export const SizesAndShapes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="Assistant IA" size="sm" />
      <Avatar name="Assistant IA" size="md" shape="rounded" />
      <Avatar name="Assistant IA" size="lg" src={picture} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = Array.from(canvasElement.querySelectorAll("[data-status]"));
    await expect(large?.getBoundingClientRect().width).toBeGreaterThan(
      small?.getBoundingClientRect().width ?? 0,
    );
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: InitialsWithoutPicture.play,
};
