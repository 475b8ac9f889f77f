import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./plain-text";
import { Markdown } from "./render-markdown";
import { PAYLOADS } from "./xss-corpus";

describe("markdownToPlainText", () => {
  it("leaves out the marks of emphasis, strong, strikethrough, code and headings", () => {
    expect(
      markdownToPlainText("# **Planification** des _tâches_\n\nUn ~~vieux~~ `cron` suffit."),
    ).toBe("Planification des tâches\nUn vieux cron suffit.");
  });

  it("says a link by its text and an image by its description, else its safe address", () => {
    expect(
      markdownToPlainText(
        'Voir [le guide](https://example.org/guide "Guide"), [réf][g], <https://example.org/a> et ![schéma](/s.png) ![](/t.png) ![](javascript:alert(1)).\n\n[g]: https://example.org/g',
      ),
    ).toBe("Voir le guide, réf, https://example.org/a et schéma /t.png .");
  });

  it("drops list and quote markers, one item a line, task items with their mark", () => {
    expect(
      markdownToPlainText("- un\n- deux\n  1. deux bis\n\n> cité\n\n- [x] fait\n- [ ] à faire"),
    ).toBe("un\ndeux\ndeux bis\ncité\n☑ fait\n☐ à faire");
  });

  it("keeps code, raw HTML and escaped marks as the text they are", () => {
    expect(
      markdownToPlainText("```sh\nls **pas gras**\n```\n\n<b>gras ?</b> \\*étoiles\\* 2 * 3"),
    ).toBe("ls **pas gras**\n<b>gras ?</b> *étoiles* 2 * 3");
  });

  it("reads tables row by row, cells apart, and keeps the notes' text without their marks", () => {
    expect(markdownToPlainText("| Carte | Prix |\n|:--|--:|\n| Jeune | 5 € |")).toBe(
      "Carte\tPrix\nJeune\t5 €",
    );
    expect(markdownToPlainText("Vrai[^1].\n\n---\n\n[^1]: Selon la page.")).toBe(
      "Vrai.\nSelon la page.",
    );
  });

  it("says what the drawn answer says, character for character (footnotes apart)", () => {
    const sources = [
      ...PAYLOADS.filter((payload) => !payload.includes("[^")),
      "Les **tarifs** :\n\n| Carte | Durée | Prix |\n|:---|:-:|--:|\n| Jeune | 1 an | 5 € |",
      "## Étapes\n\n1. Ouvrir *Réglages*\n2. Choisir `Compte`\n   - [ ] vérifier\n   - [x] valider\n\n> Note : voir https://example.org.",
      "Un  \ndeux\\\ntrois ![logo](https://example.org/l.png) [lien](javascript:x) ~~non~~",
    ];
    for (const source of sources) {
      const drawn = render(<Markdown source={source} />).container.textContent ?? "";
      expect(markdownToPlainText(source).replace(/\s+/g, ""), source).toBe(
        drawn.replace(/\s+/g, ""),
      );
    }
  });
});
