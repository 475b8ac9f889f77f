import { expect, it } from "vitest";
import { surfaceColors } from "../styles/widget-tokens";
import { SURFACE_COLORS } from "./surface-colors";

it("ships the design system's current surface colours (run the tokens script after changing them)", () => {
  expect(SURFACE_COLORS).toEqual(surfaceColors());
});
