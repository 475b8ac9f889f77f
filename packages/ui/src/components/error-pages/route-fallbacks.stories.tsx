import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { RouteErrorFallback, RouteNotFound } from "./route-fallbacks";

const meta = {
  title: "Pages/Router fallbacks",
  component: RouteErrorFallback,
  args: { error: new Error("Failed to fetch dynamically imported module") },
} satisfies Meta<typeof RouteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorHiddenUntilAsked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Something went wrong!")).toBeVisible();
    const toggle = canvas.getByRole("button", { name: "Show Error" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/Failed to fetch/)).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(canvas.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
    const hide = canvas.getByRole("button", { name: "Hide Error" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(hide);
    await expect(canvas.queryByText(/Failed to fetch/)).not.toBeVisible();
  },
};

export const NonErrorValue: Story = {
  args: { error: { status: 404, statusText: "Not Found" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show Error" }));
    await expect(canvas.getByText(/"status": 404/)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <RouteNotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Not Found")).toBeVisible();
  },
};

export const Dark: Story = {
  ...ErrorHiddenUntilAsked,
  globals: { theme: "dark" },
};
