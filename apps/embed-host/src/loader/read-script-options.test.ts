import { describe, expect, it } from "vitest";
import { readScriptOptions } from "./read-script-options";

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement("script");
  element.src = "https://chat.example/loader.js";
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("readScriptOptions", () => {
  it("reads the bot and the embed origin from the script tag, leaving the rest to the assistant", () => {
    expect(readScriptOptions(script({ "data-bot-id": "12" }))).toEqual({
      botId: "12",
      embedOrigin: "https://chat.example",
      position: undefined,
      size: undefined,
      locale: undefined,
      zIndex: "2147483000",
      privacyUrl: undefined,
    });
  });

  it("reads the options, and ignores values it does not know", () => {
    const read = readScriptOptions(
      script({
        "data-bot-id": "1",
        "data-position": "bottom-left",
        "data-size": "full",
        "data-locale": "en",
        "data-z-index": "50",
        "data-privacy-url": "https://shop.example/privacy",
      }),
    );
    expect(read).toMatchObject({
      position: "bottom-left",
      size: "full",
      locale: "en",
      zIndex: "50",
    });
    expect(read?.privacyUrl).toBe("https://shop.example/privacy");
    expect(
      readScriptOptions(
        script({
          "data-bot-id": "1",
          "data-size": "huge",
          "data-locale": "de",
          "data-z-index": "x",
        }),
      ),
    ).toMatchObject({ size: undefined, locale: undefined, zIndex: "2147483000" });
  });

  it("gives the frame the site's privacy address in full, as the site's page reads it", () => {
    const read = readScriptOptions(script({ "data-bot-id": "1", "data-privacy-url": "/privacy" }));
    expect(read?.privacyUrl).toBe(new URL("/privacy", document.baseURI).href);
  });

  it("needs a numeric bot id", () => {
    expect(readScriptOptions(script({}))).toBeUndefined();
    expect(readScriptOptions(script({ "data-bot-id": "abc" }))).toBeUndefined();
  });
});
