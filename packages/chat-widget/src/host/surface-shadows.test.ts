import { expect, it } from "vitest";
import { surfaceShadows } from "../styles/widget-tokens";
import { SURFACE_SHADOWS } from "./surface-shadows";

it("ships the design system's current surface shadows (run the tokens script after changing them)", () => {
  expect(SURFACE_SHADOWS).toEqual(surfaceShadows());
});
