import { FormField, ThemeProvider } from "@org/ui";
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { characterCount, LimitedTextarea, pasteRefusal } from "./limited-textarea";

function plain(text: string | null | undefined): string | undefined {
  return text?.replace(/[\u202f\u00a0]/g, " ");
}

function renderField(defaultValue = "Bonjour") {
  const ref = createRef<HTMLTextAreaElement>();
  render(
    <ThemeProvider>
      <FormField label="Contenu" description="Le texte des réponses.">
        <LimitedTextarea ref={ref} name="value" maxLength={20} defaultValue={defaultValue} />
      </FormField>
    </ThemeProvider>,
  );
  return { field: screen.getByLabelText("Contenu") as HTMLTextAreaElement, ref };
}

function paste(field: HTMLTextAreaElement, text: string): boolean {
  return fireEvent.paste(field, { clipboardData: { getData: () => text } });
}

describe("LimitedTextarea", () => {
  it("says its limit before anything is typed, and counts as the user types", () => {
    const { field, ref } = renderField();
    expect(screen.getByText("7 / 20 caractères")).toBeTruthy();
    expect(field.getAttribute("maxlength")).toBe("20");
    const described = (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Le texte des réponses.", "7 / 20 caractères"]);

    fireEvent.input(field, { target: { value: "Bonjour à tous" } });
    expect(screen.getByText("14 / 20 caractères")).toBeTruthy();
    expect(ref.current?.value).toBe("Bonjour à tous");
  });

  it("refuses, with a French message, a paste that would go beyond the limit", () => {
    const { field } = renderField();
    field.setSelectionRange(7, 7);
    expect(paste(field, "x".repeat(14))).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe(
      "Rien n'a été collé : le texte compte 14 caractères et il reste 13 caractères sur 20.",
    );
    expect(field.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
    expect(field.value).toBe("Bonjour");

    fireEvent.input(field, { target: { value: "Bonjour !" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lets through a paste that fits, counting the text it replaces and line breaks as one", () => {
    const { field } = renderField();
    field.setSelectionRange(0, 7);
    expect(paste(field, "Salut\r\nà vous\r\ntous !!")).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the field is full when there is no room left", () => {
    const { field } = renderField("x".repeat(20));
    field.setSelectionRange(20, 20);
    expect(paste(field, "y")).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe(
      "Rien n'a été collé : le texte compte 1 caractère et ce champ est plein (20 caractères au plus).",
    );
  });
});

function ControlledField() {
  const [text, setText] = useState("Bonjour");
  return (
    <ThemeProvider>
      <FormField label="Message">
        <LimitedTextarea
          maxLength={20}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
    </ThemeProvider>
  );
}

describe("LimitedTextarea, controlled", () => {
  it("counts the value it is given and still refuses a paste too long", () => {
    render(<ControlledField />);
    const field = screen.getByLabelText("Message") as HTMLTextAreaElement;
    expect(screen.getByText("7 / 20 caractères")).toBeTruthy();
    fireEvent.change(field, { target: { value: "Bonjour à tous" } });
    expect(screen.getByText("14 / 20 caractères")).toBeTruthy();
    field.setSelectionRange(14, 14);
    expect(paste(field, "0123456789")).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe(
      "Rien n'a été collé : le texte compte 10 caractères et il reste 6 caractères sur 20.",
    );
  });
});

describe("characterCount and pasteRefusal", () => {
  it("write numbers the French way", () => {
    expect(plain(characterCount(12345, 500000))).toBe("12 345 / 500 000 caractères");
    expect(plain(pasteRefusal(2_097_152, 487_655, 500_000))).toBe(
      "Rien n'a été collé : le texte compte 2 097 152 caractères et il reste 487 655 caractères sur 500 000.",
    );
  });
});
