import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./render-markdown";

/** The drawn HTML, without the line breaks the renderer puts between blocks. */
function html(source: string): string {
  return render(<Markdown source={source} />).container.innerHTML.replace(/>\n</g, "><");
}

describe("Markdown", () => {
  it("draws paragraphs, emphasis, strong, strikethrough and code", () => {
    expect(html("Un **gras**, un *italique*, un _autre_, ~~barré~~ et `code`.\n\nSuite")).toBe(
      "<p>Un <strong>gras</strong>, un <em>italique</em>, un <em>autre</em>, <del>barré</del> et <code>code</code>.</p><p>Suite</p>",
    );
  });

  it("keeps snake_case words and lone stars as written", () => {
    expect(html("la variable snake_case_name vaut 2 * 3")).toBe(
      "<p>la variable snake_case_name vaut 2 * 3</p>",
    );
  });

  it("draws headings, rules, quotes and fenced code without reading marks inside code", () => {
    expect(html("## Titre\n\n---\n\n> cité\n\n```\n**pas gras**\n```")).toBe(
      "<h2>Titre</h2><hr><blockquote><p>cité</p></blockquote><pre><code>**pas gras**\n</code></pre>",
    );
  });

  it("draws unordered, ordered and nested lists", () => {
    expect(html("- un\n- deux\n  - deux bis\n\n3. trois\n4. quatre")).toBe(
      '<ul><li>un</li><li>deux\n<ul><li>deux bis</li></ul></li></ul><ol start="3"><li>trois</li><li>quatre</li></ol>',
    );
  });

  it("opens safe links in a new tab and blanks any other protocol", () => {
    const { container } = render(
      <Markdown source="[site](https://example.org) [rel](/aide) [mal](javascript:alert(1)) [data](data:text/html,x)" />,
    );
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.org",
      "/aide",
    ]);
    expect(links[0]?.getAttribute("target")).toBe("_blank");
    expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(container.textContent).toBe("site rel mal data");
    expect(container.innerHTML).not.toContain("javascript");
    expect(container.innerHTML).not.toContain("data:");
  });

  it("links bare and angle-bracketed web addresses, and shows images only as links", () => {
    const { container } = render(
      <Markdown source="Voir https://example.org/page. Ou <mailto:aide@example.org> ![schéma](https://example.org/a.png)" />,
    );
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://example.org/page",
      "mailto:aide@example.org",
      "https://example.org/a.png",
    ]);
    expect(container.querySelector("img")).toBeNull();
  });

  it("never turns HTML in an answer into elements", () => {
    const { container } = render(
      <Markdown source={'<img src=x onerror="alert(1)"><script>alert(2)</script> **ok**'} />,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it("makes hard breaks from two trailing spaces or a backslash, soft breaks otherwise", () => {
    expect(html("un  \ndeux\\\ntrois\nquatre")).toBe("<p>un<br>\ndeux<br>\ntrois\nquatre</p>");
  });

  it("reads escaped marks as plain characters", () => {
    expect(html("\\*pas italique\\*")).toBe("<p>*pas italique*</p>");
  });

  it("draws tables in a box of their own, with their header and alignment (no style attribute)", () => {
    expect(html("| Paquet | Taille |\n|:---|---:|\n| gimp | 12 Mo |")).toBe(
      '<div class="ami-table-scroll"><table><thead><tr><th>Paquet</th><th class="ami-align-right">Taille</th></tr></thead><tbody><tr><td>gimp</td><td class="ami-align-right">12 Mo</td></tr></tbody></table></div>',
    );
  });

  it("draws task lists with marks, not form controls", () => {
    const { container } = render(<Markdown source={"- [ ] à faire\n- [x] fait"} />);
    expect(container.querySelector("input")).toBeNull();
    expect(container.textContent?.trim()).toBe("☐ à faire\n☑ fait");
  });

  it("links bare addresses and e-mail addresses", () => {
    const { container } = render(
      <Markdown source="Écrire à aide@example.org ou voir www.example.org." />,
    );
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "mailto:aide@example.org",
      "http://www.example.org",
    ]);
  });

  it("heads footnotes in the widget's language", () => {
    const { container } = render(<Markdown source={"Vrai[^1].\n\n[^1]: Selon la page."} />);
    expect(container.querySelector(".footnotes h2")?.textContent).toBe("Notes");
    expect(container.querySelector("[data-footnote-backref]")?.getAttribute("aria-label")).toBe(
      "Retour au texte",
    );
  });

  it("gives each answer's footnotes ids of their own", () => {
    const { container } = render(
      <>
        <Markdown source={"Un[^1].\n\n[^1]: Première."} />
        <Markdown source={"Deux[^1].\n\n[^1]: Seconde."} />
      </>,
    );
    const references = [...container.querySelectorAll("a[data-footnote-ref]")];
    expect(references).toHaveLength(2);
    const [first, second] = references.map((link) => link.getAttribute("href") as string);
    expect(first).not.toBe(second);
    expect(container.querySelector(`[id="${second?.slice(1)}"]`)?.textContent).toContain("Seconde");
  });
});
