import {
  crawlOptionsSchema,
  profileUpdateSchema,
  shortcutCreateSchema,
  userCreateSchema,
} from "@org/api-client";
import { describe, expect, it } from "vitest";
import { fieldLimits } from "./contract-limits";

describe("fieldLimits", () => {
  it("reads a text's length bounds and whether it must be given", () => {
    expect(fieldLimits(shortcutCreateSchema, "label", "maxLength")).toMatchObject({
      required: true,
      minLength: 1,
      maxLength: 100,
    });
    expect(fieldLimits(userCreateSchema, "password", "minLength")).toMatchObject({
      required: true,
      minLength: 8,
    });
    expect(fieldLimits(userCreateSchema, "email").required).toBe(false);
    expect(
      fieldLimits(profileUpdateSchema, "new_password", "minLength", "maxLength"),
    ).toMatchObject({ required: false, minLength: 8, maxLength: 128 });
  });

  it("reads a number's bounds and its default, and a list's bounds", () => {
    expect(fieldLimits(crawlOptionsSchema, "depth", "min", "max")).toMatchObject({
      required: false,
      min: 0,
      max: 10,
      default: 1,
    });
    expect(fieldLimits(crawlOptionsSchema, "ignore_patterns", "maxLength").maxLength).toBe(50);
  });

  it("throws at once when the contract does not set a bound a form relies on", () => {
    expect(() => fieldLimits(userCreateSchema, "email", "maxLength")).toThrow(
      "The contract sets no maxLength on email.",
    );
  });
});
