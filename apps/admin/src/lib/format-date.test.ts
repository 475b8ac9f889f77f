import { describe, expect, it } from "vitest";
import { formatDateTime, formatDateTimeIn, formatWait } from "./format-date";

describe("formatDateTime", () => {
  it("writes day, short month, year, hour and minute in French", () => {
    const date = new Date(2025, 2, 3, 14, 5);
    // ICU versions join date and time with "à" or a comma.
    expect(formatDateTime(date)).toMatch(/^3 mars 2025(,| à) 14:05$/);
  });
});

describe("formatDateTimeIn", () => {
  it("writes the weekday, date and time as read in the time zone given", () => {
    const date = new Date("2025-03-04T05:00:00Z");
    expect(formatDateTimeIn(date, "Europe/Paris")).toMatch(/^mardi 4 mars 2025(,| à) 06:00$/);
    expect(formatDateTimeIn(date, "America/New_York")).toMatch(/^mardi 4 mars 2025(,| à) 00:00$/);
  });
});

describe("formatWait", () => {
  it("says a wait in seconds under a minute, else in minutes rounded up", () => {
    expect(formatWait(1)).toBe("1 seconde");
    expect(formatWait(40)).toBe("40 secondes");
    expect(formatWait(60)).toBe("1 minute");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(900)).toBe("15 minutes");
  });
});
