import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { OTP_DEFAULT_LENGTH } from "../../constants";
import { Button } from "../button/button";
import { FormField } from "../form-field/form-field";
import { InputOTP } from "./input-otp";

const meta = {
  title: "Components/InputOTP",
  component: InputOTP,
  args: { "aria-label": "One-time code", separatorAfter: [3], onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof InputOTP>;

export default meta;
type Story = StoryObj<typeof meta>;

function slots(canvasElement: HTMLElement) {
  return Array.from(
    canvasElement.querySelectorAll<HTMLElement>("[data-input-otp-container] .h-10"),
  );
}

export const SevenSlotsWithSeparator: Story = {
  play: async ({ canvasElement }) => {
    await expect(slots(canvasElement)).toHaveLength(OTP_DEFAULT_LENGTH);
    const separator = canvasElement.querySelector("[data-otp-separator]") as HTMLElement;
    await expect(separator).toBeVisible();
    // The separator sits between the third and the fourth slot.
    const third = slots(canvasElement)[2]?.getBoundingClientRect();
    const fourth = slots(canvasElement)[3]?.getBoundingClientRect();
    const between = separator.getBoundingClientRect();
    await expect(between.left).toBeGreaterThanOrEqual(third?.right ?? 0);
    await expect(between.right).toBeLessThanOrEqual(fourth?.left ?? 0);
  },
};

export const TypeACode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "One-time code" });
    await userEvent.type(input, "a1B2c3D");
    await expect(input).toHaveValue("a1B2c3D");
    await expect(slots(canvasElement).map((slot) => slot.textContent)).toEqual([
      "a",
      "1",
      "B",
      "2",
      "c",
      "3",
      "D",
    ]);
    await expect(args.onComplete).toHaveBeenCalledWith("a1B2c3D");
  },
};

export const RejectsOtherCharacters: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "One-time code" });
    await userEvent.type(input, "1-2 é3!");
    await expect(input).toHaveValue("123");
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const NumericOnly: Story = {
  args: { mode: "numeric", length: 6, separatorAfter: [3] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "One-time code" });
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(input, "4a5b6");
    await expect(input).toHaveValue("456");
  },
};

export const PasteIsCleaned: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "One-time code" });
    await userEvent.click(input);
    await userEvent.paste(" 12 34\t56 789 ");
    await expect(input).toHaveValue("1234567");
    await expect(args.onComplete).toHaveBeenCalledWith("1234567");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "One-time code" })).toBeDisabled();
  },
};

function OtpScreen() {
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState<string>();
  return (
    <form
      className="grid max-w-sm gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(code);
      }}
    >
      <FormField label="Code">
        <InputOTP separatorAfter={[3]} value={code} onChange={setCode} />
      </FormField>
      <Button type="submit" disabled={code.length < OTP_DEFAULT_LENGTH}>
        Verify
      </Button>
      {submitted ? <output>{`Entered ${submitted}`}</output> : null}
    </form>
  );
}

export const VerifyEnabledWhenComplete: Story = {
  render: () => <OtpScreen />,
  play: async ({ canvas }) => {
    const verify = canvas.getByRole("button", { name: "Verify" });
    const input = canvas.getByLabelText("Code");
    await userEvent.type(input, "123456");
    await expect(verify).toBeDisabled();
    await userEvent.type(input, "7");
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(canvas.getByRole("status")).toHaveTextContent("Entered 1234567");
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: TypeACode.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const last = slots(canvasElement).at(-1) as HTMLElement;
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
