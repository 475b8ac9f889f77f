import { describe, expect, it } from "vitest";
import type { TextSource } from "./chunker";
import { withoutSiteName } from "./page-titles";

const page = (title: string): TextSource => ({
  url: `https://site.example/${title}`,
  title,
  blocks: [],
});
const titles = (pages: TextSource[]) => withoutSiteName(pages).map((entry) => entry.title);

describe("withoutSiteName", () => {
  it("takes the site's name out of the titles of its pages, before or after the title", () => {
    expect(
      titles([
        page("Cimetière - Ville de Saint-Julien"),
        page("État civil - Ville de Saint-Julien"),
        page("Élections - Ville de Saint-Julien"),
        page("Ville de Saint-Julien"),
      ]),
    ).toEqual(["Cimetière", "État civil", "Élections", "Ville de Saint-Julien"]);
    expect(
      titles([page("Aide | Optique"), page("Aide | Dentaire"), page("Aide | Contact")]),
    ).toEqual(["Optique", "Dentaire", "Contact"]);
  });

  it("leaves titles alone when no part is shared by most pages", () => {
    const distinct = [page("Horaires - Mairie"), page("Tarifs - Piscine"), page("Accès - Gare")];
    expect(titles(distinct)).toEqual(["Horaires - Mairie", "Tarifs - Piscine", "Accès - Gare"]);
    expect(titles([page("Guide - Accueil"), page("Guide - Tarifs")])).toEqual([
      "Guide - Accueil",
      "Guide - Tarifs",
    ]);
  });
});
