import { DashboardIcon, PersonIcon, RocketIcon } from "@radix-ui/react-icons";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import {
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from "../../constants";
import { openModalLayerA11y } from "../../testing/story-parameters";
import { Avatar } from "../avatar/avatar";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  type SidebarProps,
  SidebarSeparator,
  SidebarTrigger,
} from "./sidebar";
import { SidebarProvider } from "./sidebar-context";

const entries = [
  { title: "Tableau de bord", href: "#/", icon: DashboardIcon, active: true },
  { title: "Utilisateurs", href: "#/users", icon: PersonIcon },
  { title: "Assistant IA", href: "#/bots", icon: RocketIcon, badge: "5" },
];

function AppShell({ variant, collapsible }: Pick<SidebarProps, "variant" | "collapsible">) {
  return (
    <SidebarProvider>
      <Sidebar variant={variant} collapsible={collapsible}>
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Acme">
                <RocketIcon aria-hidden />
                <span>Acme — Pro plan</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarSeparator />
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Général</SidebarGroupLabel>
            <SidebarMenu>
              {entries.map(({ title, href, icon: Icon, active, badge }) => (
                <SidebarMenuItem key={title}>
                  <SidebarMenuButton asChild isActive={active} tooltip={title}>
                    <a href={href}>
                      <Icon aria-hidden />
                      <span>{title}</span>
                    </a>
                  </SidebarMenuButton>
                  {badge ? <SidebarMenuBadge>{badge}</SidebarMenuBadge> : null}
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Camille Martin">
                <Avatar name="Camille Martin" size="sm" aria-hidden />
                <span>Camille Martin</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <header className="flex h-14 items-center gap-2 border-b border-gray-a6 px-3">
          <SidebarTrigger />
          <span className="text-sm font-medium">Tableau de bord</span>
        </header>
        <main className="p-4 text-sm">Content of the page.</main>
      </SidebarInset>
    </SidebarProvider>
  );
}

function forgetSidebarState() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

function remToPx(rem: string) {
  return (
    Number.parseFloat(rem) * Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
  );
}

function sidebarElement(canvasElement: HTMLElement) {
  return canvasElement.querySelector(".ui-sidebar") as HTMLElement;
}

const meta = {
  title: "Components/Sidebar",
  component: AppShell,
  args: { variant: "sidebar", collapsible: "icon" },
  parameters: { fullBleed: true },
  beforeEach: forgetSidebarState,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExpandedByDefault: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sidebar = sidebarElement(canvasElement);
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(sidebar.getBoundingClientRect().width).toBe(remToPx(SIDEBAR_WIDTH));
    await expect(canvas.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByText("5")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Toggle sidebar" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

export const CollapseToIconsAndRemember: Story = {
  play: async ({ canvas, canvasElement }) => {
    const sidebar = sidebarElement(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Toggle sidebar" });
    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await waitFor(() =>
      expect(sidebar.getBoundingClientRect().width).toBe(remToPx(SIDEBAR_WIDTH_COLLAPSED)),
    );
    await expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    // Labels leave the screen, not the accessibility tree.
    await expect(canvas.getByRole("link", { name: "Utilisateurs" })).toBeVisible();

    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  },
};

export const CollapsedShowsTooltips: Story = {
  // Its stored state would collapse every sidebar of the Docs page, drawn all at once.
  tags: ["!autodocs"],
  beforeEach: () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
  },
  parameters: openModalLayerA11y,
  play: async ({ canvas, canvasElement }) => {
    await expect(sidebarElement(canvasElement)).toHaveAttribute("data-state", "collapsed");
    canvas.getByRole("link", { name: "Utilisateurs" }).focus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Utilisateurs");
  },
};

export const KeyboardShortcut: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = sidebarElement(canvasElement);
    await userEvent.keyboard("{Control>}b{/Control}");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await userEvent.keyboard("{Meta>}b{/Meta}");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    // The letter alone is typing, not a shortcut.
    await userEvent.keyboard("b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  },
};

export const OffCanvasCollapse: Story = {
  args: { collapsible: "offcanvas" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Toggle sidebar" }));
    await waitFor(() =>
      expect(sidebarElement(canvasElement).getBoundingClientRect().width).toBe(0),
    );
  },
};

export const Floating: Story = {
  args: { variant: "floating" },
  play: ExpandedByDefault.play,
};

export const MobileDrawer: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(sidebarElement(canvasElement)).toBeNull();
    await expect(canvas.queryByRole("link", { name: "Utilisateurs" })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Toggle sidebar" }));
    const drawer = await screen.findByRole("dialog", { name: "Navigation" });
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().width).toBe(remToPx(SIDEBAR_WIDTH_MOBILE)),
    );
    await waitFor(() => expect(screen.getByRole("link", { name: "Utilisateurs" })).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.keyboard("{Control>}b{/Control}");
    const reopened = await screen.findByRole("dialog", { name: "Navigation" });
    await waitFor(() => expect(reopened).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { variant: "floating" },
  play: ExpandedByDefault.play,
};
