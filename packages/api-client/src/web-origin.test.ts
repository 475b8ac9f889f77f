import { describe, expect, it } from "vitest";
import { readOrigin } from "./web-origin";

describe("readOrigin", () => {
  it("reads a site's address as the origin browsers send", () => {
    for (const [typed, origin] of [
      ["https://site.example", "https://site.example"],
      ["https://site.example/", "https://site.example"],
      ["  https://Site.EXAMPLE:443/ ", "https://site.example"],
      ["HTTP://Shop.Example:80", "http://shop.example"],
      ["http://localhost:5175/", "http://localhost:5175"],
      ["https://site.example:8443", "https://site.example:8443"],
      ["https://München.example", "https://xn--mnchen-3ya.example"],
      ["http://[::1]:8080/", "http://[::1]:8080"],
    ]) {
      expect(readOrigin(typed as string), typed).toEqual({ origin });
    }
  });

  it("refuses anything beyond a lone trailing slash, saying what to keep", () => {
    for (const typed of [
      "https://site.example/contact",
      "https://site.example//",
      "https://site.example/?",
      "https://site.example?lang=fr",
      "https://site.example/#",
      "https://site.example#aide",
      "https://ada@site.example",
      "https://ada:secret@site.example",
    ]) {
      expect(readOrigin(typed), typed).toEqual({
        error:
          "Une origine n'a ni chemin ni paramètres\u00a0: gardez seulement https://site.example.",
      });
    }
  });

  it("refuses what is no web address, in French", () => {
    expect(readOrigin(" ")).toEqual({ error: "Saisissez l'adresse d'un site." });
    expect(readOrigin("site.example")).toEqual({
      error: "Commencez par https:// ou http://, par exemple https://www.example.org.",
    });
    expect(readOrigin("ftp://site.example")).toEqual({
      error: "Seuls les sites en https:// ou http:// peuvent être autorisés.",
    });
    for (const typed of ["https://", "https://si te.example", "https://site.\nexample"]) {
      expect(readOrigin(typed), typed).toEqual({
        error: "Cette adresse n'est pas valide\u00a0: écrivez-la comme https://www.example.org.",
      });
    }
  });
});
