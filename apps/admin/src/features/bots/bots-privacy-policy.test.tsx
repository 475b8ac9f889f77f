import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountFixture, botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const EDITOR = ["bots.view_bot", "bots.change_bot"];
const POLICY = "https://www.mairie-valbrune.fr/confidentialite";

const api = scriptedApiForEachTest();

function bot(overrides: Record<string, unknown> = {}) {
  return botFixture(5, "Accueil", { account: 4, updated_at: "2025-02-03T10:00:00Z", ...overrides });
}

function patches() {
  return api.requests
    .filter((request) => request.method === "PATCH")
    .map((request) => request.body);
}

beforeEach(() => {
  const dom = (globalThis as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
    .happyDOM;
  if (dom) dom.settings.disableIframePageLoading = true;
  api.on("GET", "/api/accounts/", { json: paged([accountFixture(4, "Mairie")]) });
  api.on("GET", "/api/text_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
  api.on("OPTIONS", "/api/bots/", {
    json: {
      actions: {
        POST: {
          model: { choices: [] },
          channel_type: { choices: [{ value: "web", display_name: "Site web" }] },
        },
      },
    },
  });
  api.on("GET", "/api/bots/language-models/", {
    json: { answer_mode: "extractive", provider: null, models: [], error: null },
  });
});

describe("an assistant's privacy policy", () => {
  it("is set as an http(s) address in the settings, then removed by emptying it", async () => {
    let stored: string | null = null;
    api.on("GET", "/api/bots/5/", () => ({ json: bot({ privacy_policy_url: stored }) }));
    api.on("PATCH", "/api/bots/5/", (request) => {
      stored =
        (request.body as { privacy_policy_url?: string | null }).privacy_policy_url ?? stored;
      return { json: bot({ privacy_policy_url: stored, updated_at: new Date().toISOString() }) };
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    const field = await screen.findByLabelText(
      "Politique de confidentialité (adresse)",
      {},
      FIRST_SCREEN,
    );
    fireEvent.change(field, { target: { value: "www.mairie-valbrune.fr/rgpd" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText("Saisissez une adresse commençant par http:// ou https://"),
    ).toBeTruthy();
    expect(patches()).toEqual([]);

    fireEvent.change(field, { target: { value: ` ${POLICY} ` } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Assistant enregistré")).toBeTruthy();
    expect(patches()[0]).toMatchObject({ privacy_policy_url: POLICY });

    const saved = await screen.findByDisplayValue(POLICY);
    fireEvent.change(saved, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect.poll(() => patches().length).toBe(2);
    expect(patches()[1]).toMatchObject({ privacy_policy_url: null });
  });

  it("shows the server's refusal under the field", async () => {
    api.on("GET", "/api/bots/5/", { json: bot() });
    api.on("PATCH", "/api/bots/5/", {
      status: 400,
      json: { privacy_policy_url: ["Enter a valid URL."] },
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: EDITOR });
    const field = await screen.findByLabelText(
      "Politique de confidentialité (adresse)",
      {},
      FIRST_SCREEN,
    );
    fireEvent.change(field, { target: { value: "https://exemple.fr/politique" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  });

  it("is shown to a reader", async () => {
    api.on("GET", "/api/bots/5/", { json: bot({ privacy_policy_url: POLICY }) });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    expect(await screen.findByText(POLICY, {}, FIRST_SCREEN)).toBeTruthy();
  });
});
