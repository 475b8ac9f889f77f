import { describe, expect, it } from "vitest";
import { ofName } from "./of-name";

describe("ofName", () => {
  it.each([
    ["Assistant IA", "d'Assistant IA"],
    ["Écoles", "d'Écoles"],
    ["Mairie", "de Mairie"],
    ["Yvelines", "d'Yvelines"],
    ["Yoga", "de Yoga"],
    ["Œuvres", "d'Œuvres"],
    ["Hangar", "de Hangar"],
    ["3F", "de 3F"],
  ])("writes %j after de as %j", (name, written) => {
    expect(ofName(name)).toBe(written);
  });
});
