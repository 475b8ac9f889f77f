import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Checkbox", () => {
  it("toggles with no starting value and no warning in the console", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Explorer les sous-adresses" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "Explorer les sous-adresses" });
    expect(box.getAttribute("aria-checked")).toBe("false");

    await userEvent.click(box);
    expect(box.getAttribute("aria-checked")).toBe("true");
    await userEvent.click(box);
    expect(box.getAttribute("aria-checked")).toBe("false");
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it("starts from the given value, and follows the value it is given", async () => {
    const { rerender } = render(<Checkbox label="Actif" defaultChecked />);
    expect(screen.getByRole("checkbox", { name: "Actif" }).getAttribute("aria-checked")).toBe(
      "true",
    );

    rerender(<Checkbox label="Tout sélectionner" checked="indeterminate" />);
    const box = screen.getByRole("checkbox", { name: "Tout sélectionner" });
    expect(box.getAttribute("aria-checked")).toBe("mixed");
    await userEvent.click(box);
    expect(box.getAttribute("aria-checked")).toBe("mixed");
  });
});
