import { DEFAULT_APPEARANCE } from "@org/api-client";
import { expect, it } from "vitest";
import { resolveAppearance } from "./resolve-appearance";

it("takes each field from the site, else the preview, else the stored appearance, else the default", () => {
  expect(
    resolveAppearance({
      given: { position: "bottom-left" },
      previewed: { position: "bottom-right", size: "lg" },
      stored: { position: "bottom-right", size: "sm", theme: "dark" },
    }),
  ).toEqual({ ...DEFAULT_APPEARANCE, position: "bottom-left", size: "lg", theme: "dark" });
  expect(resolveAppearance({})).toEqual(DEFAULT_APPEARANCE);
});
