import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { expectFocusRing } from "../../testing/focus-ring";
import { Tabs } from "./tabs";

function SettingsTabs() {
  return (
    <Tabs.Root defaultValue="account">
      <Tabs.List>
        <Tabs.Trigger value="account">Account</Tabs.Trigger>
        <Tabs.Trigger value="appearance">Appearance</Tabs.Trigger>
        <Tabs.Trigger value="notifications">Notifications</Tabs.Trigger>
      </Tabs.List>
      <div className="pt-3 text-sm">
        <Tabs.Content value="account">Name, email and language.</Tabs.Content>
        <Tabs.Content value="appearance">Theme and font.</Tabs.Content>
        <Tabs.Content value="notifications">What you are told about.</Tabs.Content>
      </div>
    </Tabs.Root>
  );
}

const meta = {
  title: "Components/Tabs",
  component: SettingsTabs,
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchWithPointer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tabpanel", { name: "Account" })).toHaveTextContent(
      "Name, email and language.",
    );
    await userEvent.click(canvas.getByRole("tab", { name: "Appearance" }));
    await expect(canvas.getByRole("tab", { name: "Appearance" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel", { name: "Appearance" })).toHaveTextContent(
      "Theme and font.",
    );
  },
};

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Account" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Appearance" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Notifications" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("What you are told about.");
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "Account" })).toHaveFocus();
  },
};

/** The ring is drawn around the tab's label. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const tab = canvas.getByRole("tab", { name: "Account" });
    await expect(tab).toHaveFocus();
    await expectFocusRing(tab.querySelector(".rt-BaseTabListTriggerInner") as HTMLElement);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: SwitchWithPointer.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: SwitchWithPointer.play,
};

const manyTabs = ["Settings", "Bubbles", "Shortcuts", "Appearance", "Integration", "Statistics"];

/** More tabs than a phone shows, in a grid as pages lay them out: the row scrolls, not the page. */
export const ManyTabsOnAPhone: Story = {
  globals: { viewport: { value: "mobile1" } },
  render: () => (
    <div className="grid gap-4">
      <Tabs.Root defaultValue="Settings">
        <Tabs.List aria-label="Sections">
          {manyTabs.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {manyTabs.map((name) => (
          <Tabs.Content key={name} value={name}>
            {`The ${name.toLowerCase()} of the assistant.`}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole("tablist", { name: "Sections" });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.click(canvas.getByRole("tab", { name: "Statistics" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(
      "The statistics of the assistant.",
    );
  },
};
