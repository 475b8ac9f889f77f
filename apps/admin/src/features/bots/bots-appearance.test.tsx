import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { embedPageUrl } from "@/lib/embed-snippets";
import { accountFixture, botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const VIEWER = ["bots.view_bot"];
const MANAGER = ["bots.view_bot", "bots.change_bot"];

const api = scriptedApiForEachTest();

/** Whether frames load their page (the embed host does not run here: only where needed). */
function loadFrames(on: boolean) {
  const dom = (window as { happyDOM?: { settings: { disableIframePageLoading: boolean } } })
    .happyDOM;
  if (dom) dom.settings.disableIframePageLoading = !on;
}

beforeEach(() => {
  loadFrames(false);
  api.on("GET", "/api/accounts/", { json: paged([accountFixture(4, "Mairie")]) });
  api.on("OPTIONS", "/api/bots/", {
    json: { actions: { POST: { model: { choices: [] }, channel_type: { choices: [] } } } },
  });
  api.on("GET", "/api/text_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/document_knowledge_bases/", { json: paged([]) });
  api.on("GET", "/api/bubble-messages/", { json: paged([]) });
  api.on("GET", "/api/shortcuts/", { json: paged([]) });
  api.on("GET", "/api/bots/", { json: paged([]) });
});

function bot(overrides: Record<string, unknown> = {}) {
  return botFixture(5, "Accueil", {
    account: 4,
    color: "#3e63dd",
    position: "bottom-right",
    size: "md",
    default_open: false,
    theme: "light",
    launcher_icon: "avatar",
    language: "fr",
    ...overrides,
  });
}

async function openAppearanceTab() {
  fireEvent.mouseDown(await screen.findByRole("tab", { name: /Apparence/ }, FIRST_SCREEN));
  return screen.findByRole("tabpanel");
}

/** The sketched site page of the preview, with the launcher and the framed widget. */
function previewSite() {
  const figure = screen.getByRole("figure", { name: "Le widget sur une page de votre site" });
  return figure.firstElementChild as HTMLElement;
}

describe("an assistant's appearance", () => {
  it("shows each change in the preview at once, then saves only what changed", async () => {
    api.on("GET", "/api/bots/5/", { json: bot() });
    api.on("PATCH", "/api/bots/5/", (request) => ({
      json: bot({ ...(request.body as object), updated_at: "2025-03-01T00:00:00Z" }),
    }));
    loadFrames(true);
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    const panel = await openAppearanceTab();
    const frame = screen.getByTitle("Aperçu du widget d'Accueil") as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow as Window, "postMessage");
    const embedOrigin = new URL(embedPageUrl(5)).origin;
    // The framed widget says how it looks once it listens: the page answers with the draft.
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "AMI_APPEARANCE", appearance: { color: "#3e63dd" } },
          origin: embedOrigin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(posted).toHaveBeenLastCalledWith(
      { type: "AMI_SET_APPEARANCE", appearance: expect.objectContaining({ theme: "light" }) },
      embedOrigin,
    );

    fireEvent.change(within(panel).getByLabelText("Couleur principale"), {
      target: { value: "#d4380d" },
    });
    fireEvent.click(within(panel).getByRole("radio", { name: "En bas à gauche" }));
    fireEvent.click(within(panel).getByRole("radio", { name: "Grande" }));
    fireEvent.click(within(panel).getByRole("radio", { name: "Sombre" }));
    fireEvent.click(within(panel).getByRole("radio", { name: "Point d'interrogation" }));

    // Before anything is saved, the widget in the frame is told at once.
    expect(posted).toHaveBeenLastCalledWith(
      {
        type: "AMI_SET_APPEARANCE",
        appearance: {
          color: "#d4380d",
          position: "bottom-left",
          size: "lg",
          default_open: false,
          theme: "dark",
          launcher_icon: "question",
          language: "fr",
        },
      },
      embedOrigin,
    );
    // A new language reloads the frame (its greeting changes language too); the sketch follows.
    fireEvent.click(within(panel).getByRole("radio", { name: "English" }));
    const site = previewSite();
    expect(site.dataset).toMatchObject({
      widgetPosition: "bottom-left",
      widgetSize: "lg",
      widgetTheme: "dark",
    });
    expect(site.getAttribute("lang")).toBe("en");
    const launcher = within(site).getByRole("button", { name: "Minimise the chat" });
    expect(launcher.style.backgroundColor).toMatch(/^(#d4380d|rgb\(212, 56, 13\))$/);
    fireEvent.click(launcher);
    expect(
      within(site).getByRole("button", { name: "Open the chat" }).querySelector("path"),
    ).toBeTruthy();
    expect(api.requests.some((request) => request.method === "PATCH")).toBe(false);

    fireEvent.click(within(panel).getByRole("button", { name: "Enregistrer l'apparence" }));
    expect(await screen.findByText("Apparence enregistrée")).toBeTruthy();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({
      color: "#d4380d",
      position: "bottom-left",
      size: "lg",
      theme: "dark",
      launcher_icon: "question",
      language: "en",
    });
  });

  it("opens or closes the preview as the visitor would first see it, and undoes the changes", async () => {
    api.on("GET", "/api/bots/5/", { json: bot() });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    const panel = await openAppearanceTab();
    const site = previewSite();
    expect(within(site).getByRole("button", { name: "Réduire le chat" })).toBeTruthy();
    fireEvent.click(within(panel).getByRole("switch", { name: /Chat ouvert/ }));
    fireEvent.click(within(panel).getByRole("switch", { name: /Chat ouvert/ }));
    expect(within(site).getByRole("button", { name: "Ouvrir le chat" })).toBeTruthy();
    fireEvent.click(within(panel).getByRole("radio", { name: "Plein écran" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Annuler les modifications" }));
    expect(previewSite().dataset.widgetSize).toBe("md");
    expect(
      (within(panel).getByRole("button", { name: "Enregistrer l'apparence" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("refuses a colour that is not #rrggbb before sending, and shows the server's refusal", async () => {
    api.on("GET", "/api/bots/5/", { json: bot() });
    api.on("PATCH", "/api/bots/5/", {
      status: 400,
      json: { language: ['"de" is not a valid choice.'] },
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: MANAGER });
    const panel = await openAppearanceTab();
    const color = within(panel).getByLabelText("Couleur principale");
    fireEvent.change(color, { target: { value: "rouge" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Enregistrer l'apparence" }));
    expect(
      await within(panel).findByText(
        "Saisissez une couleur sous la forme #rrvvbb, par exemple #3e63dd.",
      ),
    ).toBeTruthy();
    expect(color.getAttribute("aria-invalid")).toBe("true");
    expect(api.requests.some((request) => request.method === "PATCH")).toBe(false);

    fireEvent.change(color, { target: { value: "#0f766e" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Enregistrer l'apparence" }));
    // The server's message, in French, under the choice it concerns.
    const language = within(panel).getByRole("group", { name: "Langue" });
    expect(await within(language).findByText("« de » n'est pas un choix possible.")).toBeTruthy();
  });

  it("shows a viewer the appearance, read-only", async () => {
    api.on("GET", "/api/bots/5/", {
      json: bot({ color: "#0f766e", position: "bottom-left", theme: "system", language: "en" }),
    });
    renderAdmin("/bots/5", { apiUrl: api.url, permissions: VIEWER });
    const panel = await openAppearanceTab();
    expect(within(panel).getByText("#0f766e")).toBeTruthy();
    expect(within(panel).getByText("En bas à gauche")).toBeTruthy();
    expect(within(panel).getByText("Selon l'appareil du visiteur")).toBeTruthy();
    expect(within(panel).getByText("English")).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Enregistrer l'apparence" })).toBeNull();
    expect(previewSite().dataset.widgetPosition).toBe("bottom-left");
  });
});
