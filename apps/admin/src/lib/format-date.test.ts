import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date";

describe("formatDateTime", () => {
  it("writes day, short month, year, hour and minute in French", () => {
    const date = new Date(2025, 2, 3, 14, 5);
    // ICU versions join date and time with "à" or a comma.
    expect(formatDateTime(date)).toMatch(/^3 mars 2025(,| à) 14:05$/);
  });
});
