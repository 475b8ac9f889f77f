import { describe, expect, it } from "vitest";
import { getInitials } from "./get-initials";

describe("getInitials", () => {
  it("takes the first two letters of the name", () => {
    expect(getInitials("Camille Martin")).toBe("CA");
    expect(getInitials("jo")).toBe("JO");
  });

  it("ignores leading spaces and keeps short names whole", () => {
    expect(getInitials("  élodie")).toBe("ÉL");
    expect(getInitials("A")).toBe("A");
    expect(getInitials("")).toBe("");
  });

  it("never splits a character made of two code units", () => {
    expect(getInitials("𝒜lice")).toBe("𝒜L");
  });
});
