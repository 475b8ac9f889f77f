import { createHash } from "node:crypto";
import { escapeHtml } from "../../lib/html";
import type { PolicySection, VisitorPolicy } from "./policy-texts";

/** A readable column in the visitor's system font, light or dark as their system is. */
const STYLE =
  ":root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.6}" +
  "main{max-width:42rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.6rem;line-height:1.3}" +
  "h2{font-size:1.1rem;margin-top:1.8rem}";

/**
 * The page's policy: it loads nothing, runs nothing, is framed by no page, and allows its one
 * stylesheet by its hash.
 */
export const POLICY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256")
  .update(STYLE)
  .digest("base64")}'; frame-ancestors 'none'`;

function section({ heading, paragraphs = [], points = [] }: PolicySection): string {
  const list = points.length
    ? `<ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul>`
    : "";
  return `<section><h2>${escapeHtml(heading)}</h2>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("")}${list}</section>`;
}

/** The policy as a whole HTML page: its text and one small stylesheet, no script or resource. */
export function policyPage(language: string, policy: VisitorPolicy): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(policy.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(policy.title)}</h1>
<p>${escapeHtml(policy.introduction)}</p>
${policy.sections.map(section).join("\n")}
</main>
</body>
</html>
`;
}
