import { describe, expect, it } from "vitest";
import { readEmbedAddress } from "./read-embed-address";

describe("readEmbedAddress", () => {
  it("reads the bot id from /embed/:botId", () => {
    expect(readEmbedAddress("/embed/12", "").botId).toBe(12);
    expect(readEmbedAddress("/embed/12/", "?host=x").botId).toBe(12);
  });

  it("names no bot for any other address", () => {
    expect(readEmbedAddress("/embed/abc", "").botId).toBeUndefined();
    expect(readEmbedAddress("/embed/", "").botId).toBeUndefined();
    expect(readEmbedAddress("/other/1", "").botId).toBeUndefined();
  });

  it("keeps an absolute web privacy address, and drops any other", () => {
    const read = (value: string) =>
      readEmbedAddress("/embed/1", `?privacy=${encodeURIComponent(value)}`).privacyPolicyUrl;
    expect(read("https://shop.example/privacy")).toBe("https://shop.example/privacy");
    // Relative to the embed host, it would open this host's pages instead of the site's policy.
    expect(read("/privacy")).toBeUndefined();
    expect(read("javascript:alert(1)")).toBeUndefined();
  });

  it("keeps a language the widget speaks, and drops any other", () => {
    expect(readEmbedAddress("/embed/1", "?locale=en").locale).toBe("en");
    expect(readEmbedAddress("/embed/1", "?locale=de").locale).toBeUndefined();
    expect(readEmbedAddress("/embed/1", "").locale).toBeUndefined();
  });
});
