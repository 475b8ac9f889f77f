import { describe, expect, it } from "vitest";
import { withTexLogos } from "./tex-logos";

describe("withTexLogos", () => {
  it("reads TeX's logos as TeX4ht writes them in text as the page shows them", () => {
    expect(withTexLogos("Un document LATE X est compilé par TE X.")).toBe(
      "Un document LaTeX est compilé par TeX.",
    );
    expect(withTexLogos("Différences entre LATE X 2.09 et LATE X2ε")).toBe(
      "Différences entre LaTeX 2.09 et LaTeX2ε",
    );
  });

  it("leaves other words alone", () => {
    for (const text of ["LA TEXTURE", "TE Xavier", "PLATE X", "STE X", "LATEX", "TE XL"]) {
      expect(withTexLogos(text)).toBe(text);
    }
  });
});
