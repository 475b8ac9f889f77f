import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./render-markdown";

/**
 * Classic cross-site scripting payloads an answer could carry, whether a model wrote them or a
 * crawled page slipped them into the knowledge: script URLs in every casing and encoding, raw
 * HTML, entities and markdown image and link tricks.
 */
const PAYLOADS = [
  "[clic](javascript:alert(1))",
  "[clic](JavaScript:alert(1))",
  "[clic](JAVASCRIPT:alert(1))",
  "[clic]( javascript:alert(1) )",
  "[clic](java\tscript:alert(1))",
  "[clic](\u0001javascript:alert(1))",
  "[clic](javascript&#58;alert(1))",
  "[clic](&#106;avascript:alert(1))",
  "[clic](javascript%3Aalert(1))",
  "[clic](vbscript:msgbox(1))",
  "[clic](VBScript:msgbox(1))",
  "[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[clic](DATA:text/html,<script>alert(1)</script>)",
  "[clic](file:///etc/passwd)",
  '[clic](javascript:alert(1) "titre")',
  "[clic][ref]\n\n[ref]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "![img](javascript:alert(1))",
  '![img](x" onerror="alert(1))',
  "![img](data:image/svg+xml,<svg onload=alert(1)>)",
  "[![img](https://example.org/a.png)](javascript:alert(1))",
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">clic</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<body onload=alert(1)>",
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  "**<img src=x onerror=alert(1)>**",
  '[clic](https://example.org "onmouseover=alert(1)")',
] as const;

/** Elements that run script, load content or submit forms: none may come out of an answer. */
const ACTIVE_ELEMENTS =
  "script, iframe, frame, object, embed, img, svg, math, style, link, meta, base, form, input, button, video, audio, source";
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data", "background"];
const SAFE_PROTOCOLS = ["http:", "https:", "mailto:", "irc:", "ircs:", "xmpp:"];

/** Every way the rendered answer could run script, as readable lines. */
function executableParts(container: HTMLElement): string[] {
  const found = [...container.querySelectorAll(ACTIVE_ELEMENTS)].map(
    (element) => `<${element.tagName.toLowerCase()}> element`,
  );
  for (const element of container.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${name} attribute`);
      if (name === "style") found.push("style attribute");
      if (URL_ATTRIBUTES.includes(name)) {
        // How a browser reads the address, control characters and whitespace stripped.
        const protocol = new URL(attribute.value, "https://host.example/page").protocol;
        if (!SAFE_PROTOCOLS.includes(protocol)) found.push(`${name}="${attribute.value}"`);
      }
    }
  }
  return found;
}

describe("answers carrying script", () => {
  it.each(PAYLOADS)("render %j without anything that runs", (payload) => {
    const { container } = render(<Markdown source={payload} />);
    expect(executableParts(container)).toEqual([]);
  });

  it("show raw HTML as the text it is", () => {
    const { container } = render(<Markdown source={"<script>alert(1)</script> et <b>gras</b>"} />);
    expect(container.textContent).toBe("<script>alert(1)</script> et <b>gras</b>");
    expect(container.querySelector("b")).toBeNull();
  });

  it("keep the text of a blanked link readable", () => {
    const { container } = render(<Markdown source="Voir [la page](javascript:alert(1))." />);
    expect(container.textContent).toBe("Voir la page.");
    expect(container.querySelector("a")).toBeNull();
  });

  it("still link the safe addresses beside them", () => {
    const { container } = render(
      <Markdown source="[a](https://example.org) [b](javascript:alert(1)) [c](mailto:x@example.org)" />,
    );
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://example.org",
      "mailto:x@example.org",
    ]);
  });

  it("catch an executable link when one gets through", () => {
    const container = document.createElement("div");
    container.innerHTML = '<a href=" JaVa&#x09;ScRiPt:alert(1)">x</a><span onclick="x()"></span>';
    expect(executableParts(container)).toEqual([
      'href=" JaVa\tScRiPt:alert(1)"',
      "onclick attribute",
    ]);
  });
});
