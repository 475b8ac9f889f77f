import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import {
  ForbiddenPage,
  GeneralErrorPage,
  MaintenancePage,
  NotFoundPage,
  UnauthorizedPage,
} from "./error-pages";

const meta = {
  title: "Pages/Error pages",
  component: NotFoundPage,
  args: { onGoBack: fn(), onGoHome: fn() },
  parameters: { fullBleed: true },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("404")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Oops! Page Not Found!",
    );
    await expect(
      canvas.getByText(
        "It seems like the page you're looking for does not exist or might have been removed.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Go Back" }));
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    const home = canvas.getByRole("link", { name: "Back to Home" });
    await expect(home).toHaveAttribute("href", "/");
    let followed: boolean | undefined;
    const observe = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", observe, { once: true });
    await userEvent.click(home);
    await expect(args.onGoHome).toHaveBeenCalledOnce();
    await expect(followed).toBe(false);
  },
};

export const ServerError: Story = {
  render: (args) => <GeneralErrorPage {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("500")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Oops! Something went wrong :')",
    );
    await expect(
      canvas.getByText("We apologize for the inconvenience. Please try again later."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Go Back" }));
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  },
};

export const ServerErrorMinimal: Story = {
  render: (args) => <GeneralErrorPage {...args} minimal />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("500")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Oops! Something went wrong :')",
    );
    await expect(canvas.getByRole("button", { name: "Go Back" })).toBeVisible();
  },
};

export const Unauthorized: Story = {
  render: (args) => <UnauthorizedPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("401")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Unauthorized Access",
    );
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: (args) => <ForbiddenPage {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("403")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Access Forbidden");
    await expect(canvas.getByRole("button", { name: "Go Back" })).toBeVisible();
  },
};

export const Maintenance: Story = {
  render: () => <MaintenancePage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("503")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Service Under Maintenance",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const MaintenanceWithRetry: Story = {
  render: (args) => <MaintenancePage onRetry={args.onGoHome} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

export const HomeLinkWithoutRouter: Story = {
  render: (args) => <NotFoundPage onGoBack={args.onGoBack} homeHref="#home" />,
  play: async ({ canvas }) => {
    // Seen from the window, after the page's own handlers: was the browser left to follow it?
    let followed: boolean | undefined;
    const observe = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", observe, { once: true });
    await userEvent.click(canvas.getByRole("link", { name: "Back to Home" }));
    await expect(followed).toBe(true);
  },
};

export const NotFoundDark: Story = {
  ...NotFound,
  globals: { theme: "dark" },
};

export const NotFoundMobile: Story = {
  ...NotFound,
  globals: { viewport: { value: "mobile1" } },
};

export const ServerErrorDark: Story = {
  ...ServerError,
  globals: { theme: "dark" },
};
