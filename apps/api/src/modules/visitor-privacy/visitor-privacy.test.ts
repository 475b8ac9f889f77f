import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../testing/test-api";

describe("GET /api/privacy/", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers the chat's full privacy policy for visitors, in French, without signing in", async () => {
    const page = await api.request("GET", "/api/privacy/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8$/i);
    const html = page.body as string;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<h1>Politique de confidentialité du chat</h1>");
    // The four points of the widget's privacy terms, each said in full.
    for (const point of [
      "Vos messages sont traités pour vous apporter une assistance",
      "Les conversations peuvent être analysées afin d'améliorer nos services",
      "Aucune donnée personnelle sensible n'est partagée avec des tiers",
      "Vous pouvez demander la suppression de vos données à tout moment",
    ]) {
      expect(html).toContain(`<h2>${point}</h2>`);
    }
  });

  it("says how a visitor deletes their conversation, and how long it can be taken up again", async () => {
    const french = (await api.request("GET", "/api/privacy/")).body as string;
    expect(french).toContain(
      "Le bouton «\u00a0Supprimer la conversation\u00a0» (la corbeille en haut du chat) efface définitivement la conversation en cours",
    );
    expect(french).toContain("Il n'en reste qu'une trace sans contenu");
    expect(french).toContain(
      "pour la reprendre sur les autres pages du site pendant 30\u00a0minutes après sa dernière activité",
    );
    expect(french).not.toContain("un moment");
    const english = (await api.request("GET", "/api/privacy/?lang=en")).body as string;
    expect(english).toContain(
      "button (the bin at the top of the chat) erases the current conversation for good",
    );
    expect(english).toContain("All that remains is a trace without content");
    expect(english).toContain("for 30 minutes after its last activity");
    expect(english).not.toContain("for a while");
  });

  it("speaks the visitor's language, and French for a language it does not know", async () => {
    const english = await api.request("GET", "/api/privacy/?lang=en");
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain("<h1>Privacy policy of the chat</h1>");
    const unknown = await api.request("GET", "/api/privacy/?lang=%3Cscript%3E");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('<html lang="fr">');
    expect(unknown.body).not.toContain("<script");
  });

  it("loads nothing, runs nothing, and may be framed by no page", async () => {
    const page = await api.request("GET", "/api/privacy/");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(
      /^default-src 'none'; style-src 'sha256-[\w+/]+=*'; frame-ancestors 'none'$/,
    );
    expect(page.body).not.toMatch(/<(script|link|img|iframe)\b/);
    // Its one stylesheet is the one the policy allows by its hash.
    const style = /<style>(.*)<\/style>/.exec(page.body as string)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(policy).toContain(`'sha256-${hash}'`);
  });
});
