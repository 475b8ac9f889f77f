import { afterEach, describe, expect, it } from "vitest";
import { readIsoMoment } from "./iso-moment";

describe("readIsoMoment", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("reads a time without an offset as UTC, whatever the server's time zone", () => {
    process.env.TZ = "Europe/Paris";
    expect(readIsoMoment("2026-11-01T08:00")?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
    expect(readIsoMoment("2026-11-01")?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(readIsoMoment("2026-11-01T08:00:00+01:00")?.toISOString()).toBe(
      "2026-11-01T07:00:00.000Z",
    );
    expect(readIsoMoment("2026-11-01T08:00Z")?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
  });

  it("refuses a day or a time the calendar does not have", () => {
    for (const text of ["2026-02-29", "2026-04-31", "2026-13-01", "2026-11-01T24:00"]) {
      expect(readIsoMoment(text), text).toBeUndefined();
    }
    expect(readIsoMoment("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
});
