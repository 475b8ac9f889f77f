/**
 * Classic cross-site scripting payloads an answer could carry, whether a model wrote them or a
 * crawled page slipped them into the knowledge: script URLs in every casing and encoding, raw
 * HTML, entities, markdown image and link tricks, and the same inside GitHub-flavoured tables,
 * autolinks, task lists and footnotes. Shared by the unit tests (jsdom) and the browser tests
 * (Chromium), which must find nothing of it that runs.
 */
export const PAYLOADS = [
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
  "| a | b |\n|---|---|\n| [clic](javascript:alert(1)) | <img src=x onerror=alert(1)> |",
  "| <script>alert(1)</script> | b |\n|:-:|--:|\n| ![i](javascript:alert(1)) | `<svg onload=alert(1)>` |",
  '| a |\n|---|\n| <a href="javascript:alert(1)">clic</a> |',
  "| x | y |\n|---|---|\n| www.example.org/<script>alert(1)</script> | a@b.org<img src=x onerror=alert(1)> |",
  'www.example.org/"onmouseover="alert(1)',
  'https://example.org/"><script>alert(1)</script>',
  '<https://example.org/"><svg onload=alert(1)>>',
  "javascript:alert(1) et www.javascript:alert(1)",
  "- [x] <input onfocus=alert(1) autofocus>\n- [ ] [clic](javascript:alert(1))",
  "Note[^1].\n\n[^1]: [clic](javascript:alert(1)) <img src=x onerror=alert(1)>",
  "~~<script>alert(1)</script>~~ ~[clic](vbscript:msgbox(1))~",
] as const;

/**
 * Every way the rendered answer could run script, as readable lines. Self-contained (no outer
 * names), so that a browser test can send it into the page as it is.
 */
export function executableParts(container: Element): string[] {
  // Elements that run script, load content or submit forms: none may come out of an answer.
  const activeElements =
    "script, iframe, frame, object, embed, img, svg, math, style, link, meta, base, form, input, button, video, audio, source";
  const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "background"];
  const safeProtocols = ["http:", "https:", "mailto:", "irc:", "ircs:", "xmpp:"];
  const found = [...container.querySelectorAll(activeElements)].map(
    (element) => `<${element.tagName.toLowerCase()}> element`,
  );
  for (const element of container.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${name} attribute`);
      if (name === "style") found.push("style attribute");
      if (urlAttributes.includes(name)) {
        // How a browser reads the address, control characters and whitespace stripped; one it
        // cannot parse leads nowhere.
        const url = URL.parse(attribute.value, "https://host.example/page");
        if (url && !safeProtocols.includes(url.protocol))
          found.push(`${name}="${attribute.value}"`);
      }
    }
  }
  return found;
}
