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

  it("keeps a web or site-relative privacy address, and drops any other", () => {
    const read = (value: string) =>
      readEmbedAddress("/embed/1", `?privacy=${encodeURIComponent(value)}`).privacyPolicyUrl;
    expect(read("https://shop.example/privacy")).toBe("https://shop.example/privacy");
    expect(read("/privacy")).toBe("/privacy");
    expect(read("javascript:alert(1)")).toBeUndefined();
  });

  it("keeps a language the widget speaks, and drops any other", () => {
    expect(readEmbedAddress("/embed/1", "?locale=en").locale).toBe("en");
    expect(readEmbedAddress("/embed/1", "?locale=de").locale).toBeUndefined();
    expect(readEmbedAddress("/embed/1", "").locale).toBeUndefined();
  });
});
