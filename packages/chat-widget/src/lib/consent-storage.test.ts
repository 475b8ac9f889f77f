import { beforeEach, describe, expect, it } from "vitest";
import { consentKey, consentTimestampKey, hasConsent, storeConsent } from "./consent-storage";

describe("consent storage", () => {
  beforeEach(() => localStorage.clear());

  it("stores consent per bot with a millisecond timestamp", () => {
    storeConsent(localStorage, 7, 1_700_000_000_123);
    expect(localStorage.getItem("chat-privacy-consent-7")).toBe("true");
    expect(localStorage.getItem("chat-privacy-consent-7-timestamp")).toBe("1700000000123");
    expect(localStorage.length).toBe(2);
    expect(hasConsent(localStorage, 7)).toBe(true);
    expect(hasConsent(localStorage, 8)).toBe(false);
  });

  it("names the keys after the bot", () => {
    expect(consentKey(3)).toBe("chat-privacy-consent-3");
    expect(consentTimestampKey(3)).toBe("chat-privacy-consent-3-timestamp");
  });

  it("treats a missing or refusing storage as no consent, without throwing", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(hasConsent(undefined, 1)).toBe(false);
    expect(hasConsent(refusing, 1)).toBe(false);
    expect(() => storeConsent(refusing, 1)).not.toThrow();
  });
});
