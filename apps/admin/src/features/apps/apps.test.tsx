import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { botFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const BOT_EDITOR = ["bots.view_bot", "bots.change_bot"];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
});

/** The bots as a server keeps them: PATCH changes what GET answers next. */
function serveBots(...bots: ReturnType<typeof botFixture>[]) {
  api.on("GET", "/api/bots/", () => ({ json: paged(bots) }));
  api.on("PATCH", "/api/bots/3/", (request) => {
    const changed = { ...bots[0], ...(request.body as object) } as ReturnType<typeof botFixture>;
    bots[0] = changed;
    return { json: changed };
  });
}

async function cardOf(name: string) {
  return screen.findByRole("region", { name }, FIRST_SCREEN);
}

describe("the applications screen", () => {
  it("checks, adds and removes allowed sites, then saves them", async () => {
    serveBots(
      botFixture(3, "Mairie", { allowed_origins: ["https://old.example.org"] }),
      botFixture(5, "Médiathèque"),
    );
    renderAdmin("/apps", { apiUrl: api.url, permissions: BOT_EDITOR });
    const card = await cardOf("Mairie");
    expect(
      within(await cardOf("Médiathèque")).getByText(/peut s'afficher sur tous les sites/),
    ).toBeTruthy();
    const input = within(card).getByLabelText("Ajouter un site");
    const add = within(card).getByRole("button", { name: "Ajouter" });

    fireEvent.change(input, { target: { value: "www.example.org" } });
    fireEvent.click(add);
    expect(within(card).getByText(/Commencez par https:\/\//).textContent).toContain(
      "https://www.example.org",
    );
    fireEvent.change(input, { target: { value: "https://www.example.org/contact" } });
    fireEvent.click(add);
    expect(within(card).getByText(/gardez seulement https:\/\/www\.example\.org\./)).toBeTruthy();
    fireEvent.change(input, { target: { value: "  https://WWW.Example.org/ " } });
    fireEvent.click(add);
    fireEvent.click(within(card).getByRole("button", { name: "Retirer https://old.example.org" }));

    const list = within(card).getByRole("list", { name: "Sites autorisés pour Mairie" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["https://www.example.org"]);
    fireEvent.click(within(card).getByRole("button", { name: "Enregistrer les sites" }));
    expect(await screen.findByText("Sites autorisés enregistrés")).toBeTruthy();
    const patch = api.requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({ allowed_origins: ["https://www.example.org"] });
    await waitFor(() =>
      expect(within(card).getByRole("button", { name: "Enregistrer les sites" })).toHaveProperty(
        "disabled",
        true,
      ),
    );
  });

  it("saves an empty list, which lets every site show the assistant", async () => {
    serveBots(botFixture(3, "Mairie", { allowed_origins: ["https://www.example.org"] }));
    renderAdmin("/apps", { apiUrl: api.url, permissions: BOT_EDITOR });
    const card = await cardOf("Mairie");
    fireEvent.click(
      await within(card).findByRole("button", { name: "Retirer https://www.example.org" }),
    );
    expect(within(card).getByText(/une fois enregistrée, tous les sites/)).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Enregistrer les sites" }));
    expect(
      await screen.findByText("Mairie peut maintenant s'afficher sur tous les sites."),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      allowed_origins: [],
    });
  });

  it("shows the server's refusal of an origin", async () => {
    api.on("GET", "/api/bots/", {
      json: paged([botFixture(3, "Mairie")]),
    });
    api.on("PATCH", "/api/bots/3/", {
      status: 400,
      json: { allowed_origins: ["Enter a valid URL."] },
    });
    renderAdmin("/apps", { apiUrl: api.url, permissions: BOT_EDITOR });
    const card = await cardOf("Mairie");
    fireEvent.change(within(card).getByLabelText("Ajouter un site"), {
      target: { value: "https://www.example.org" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Ajouter" }));
    fireEvent.click(within(card).getByRole("button", { name: "Enregistrer les sites" }));
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "Saisissez une adresse web valide, commençant par https://.",
    );
  });

  it("shows the allowed sites and the code, without editing, to a user who may not change them", async () => {
    api.on("GET", "/api/bots/", {
      json: paged([botFixture(3, "Mairie", { allowed_origins: ["https://www.example.org"] })]),
    });
    renderAdmin("/apps", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    const card = await cardOf("Mairie");
    expect(
      within(card).getByRole("list", { name: "Sites autorisés pour Mairie" }).textContent,
    ).toBe("https://www.example.org");
    expect(within(card).queryByLabelText("Ajouter un site")).toBeNull();
    expect(within(card).queryByRole("button", { name: /Retirer/ })).toBeNull();
    const script = within(card).getByRole("figure", { name: "Balise script" });
    expect(script.textContent).toContain("loader.js");
  });

  it("points to the assistants screen when there is no assistant", async () => {
    api.on("GET", "/api/bots/", { json: paged([]) });
    renderAdmin("/apps", { apiUrl: api.url, permissions: BOT_EDITOR });
    const empty = await screen.findByText(/Aucun assistant pour l'instant/, {}, FIRST_SCREEN);
    expect(within(empty).getByRole("link", { name: "Assistant IA" }).getAttribute("href")).toBe(
      "/bots",
    );
  });

  it("shows an error with a retry when the assistants cannot load", async () => {
    api.on("GET", "/api/bots/", { status: 403, json: { detail: "Forbidden." } });
    renderAdmin("/apps", { apiUrl: api.url, permissions: BOT_EDITOR });
    expect(
      await screen.findByText("Impossible de charger les assistants.", {}, FIRST_SCREEN),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});
