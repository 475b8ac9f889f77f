import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Button } from "../button/button";
import { Checkbox } from "../checkbox/checkbox";
import { Input } from "../input/input";
import { PasswordInput } from "../password-input/password-input";
import { Select } from "../select/select";
import { Switch } from "../switch/switch";
import { Textarea } from "../textarea/textarea";
import { FormField } from "./form-field";

const meta = {
  title: "Components/FormField",
  component: FormField,
  args: { label: "Username", children: <Input /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "The name you sign in with." },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Username");
    await expect(input).toHaveAccessibleDescription("The name you sign in with.");
    await expect(input).toBeValid();
  },
};

export const WithError: Story = {
  args: {
    description: "The name you sign in with.",
    error: "Please enter your username",
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Username/);
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleErrorMessage("Please enter your username");
    await expect(input).toHaveAccessibleDescription(
      "The name you sign in with. Please enter your username",
    );
  },
};

export const WithOtherControls: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4">
      <FormField label="System prompt" error="Too long">
        <Textarea />
      </FormField>
      <FormField label="Model">
        <Select
          placeholder="Pick a model"
          options={[
            { value: "small", label: "Small" },
            { value: "large", label: "Large" },
          ]}
        />
      </FormField>
      <FormField label="Active">
        <Switch />
      </FormField>
      <FormField label="Crawl sub-addresses">
        <Checkbox />
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "System prompt" })).toBeInvalid();
    await expect(canvas.getByRole("combobox", { name: "Model" })).toBeVisible();
    // A box and a switch sit under their label at their own size, not stretched across the row.
    for (const [role, name] of [
      ["switch", "Active"],
      ["checkbox", "Crawl sub-addresses"],
    ] as const) {
      const control = canvas.getByRole(role, { name }).getBoundingClientRect();
      await expect(control.left).toBe(canvas.getByText(name).getBoundingClientRect().left);
      await expect(control.width).toBeLessThan(60);
    }
  },
};

function SignInForm() {
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [signedIn, setSignedIn] = useState<string>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get("username") ?? "");
    const password = String(data.get("password") ?? "");
    const next = {
      username: username.length < 1 ? "Please enter your username" : undefined,
      password: password.length < 1 ? "Please enter your password" : undefined,
    };
    setErrors(next);
    // Send the keyboard to the first field to fix.
    const firstInvalid = next.username ? "username" : next.password ? "password" : undefined;
    if (firstInvalid) (event.currentTarget.elements.namedItem(firstInvalid) as HTMLElement).focus();
    setSignedIn(!next.username && !next.password ? username : undefined);
  }
  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      <FormField label="Username" error={errors.username}>
        <Input name="username" autoComplete="username" />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <PasswordInput name="password" />
      </FormField>
      <Button type="submit">Login</Button>
      {signedIn ? <output>{`Signed in as ${signedIn}`}</output> : null}
    </form>
  );
}

export const SignInValidation: Story = {
  render: () => <SignInForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(canvas.getByText("Please enter your username")).toBeVisible();
    await expect(canvas.getByText("Please enter your password")).toBeVisible();
    await expect(canvas.getByLabelText("Username")).toHaveFocus();
    await expect(canvas.queryByRole("status")).toBeNull();

    await userEvent.type(canvas.getByLabelText("Username"), "camille");
    await userEvent.type(canvas.getByLabelText("Password"), "pw");
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    await expect(canvas.queryByText("Please enter your username")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent("Signed in as camille");
  },
};

/** A long label, help and error in French wrap under one another in a narrow form. */
export const LongFrenchText: Story = {
  args: {
    label: "Message d’accueil affiché à l’ouverture de la fenêtre de discussion",
    description:
      "Les visiteurs le lisent avant de poser leur question ; les retours à la ligne deviennent des espaces.",
    error: "Le message d’accueil ne peut pas dépasser 500 caractères : raccourcissez-le.",
    children: <Textarea />,
  },
  render: (args) => (
    <div className="w-64">
      <FormField {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole("textbox", { name: /^Message d’accueil/ });
    await expect(field).toHaveAccessibleErrorMessage(/raccourcissez-le\.$/);
    const column = (canvasElement.querySelector(".w-64") as HTMLElement).getBoundingClientRect();
    for (const text of [/^Les visiteurs le lisent/, /^Le message d’accueil ne peut pas/]) {
      await expect(canvas.getByText(text).getBoundingClientRect().right).toBeLessThanOrEqual(
        column.right,
      );
    }
  },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: "dark" },
};
