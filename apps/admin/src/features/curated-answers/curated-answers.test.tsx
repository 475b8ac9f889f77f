import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { botFixture, curatedAnswerFixture } from "@/test/fixtures";
import { renderAdmin } from "@/test/render-admin";
import { paged } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const READER = ["bots.view_bot", "bots.view_curatedanswer"];
const EDITOR = [
  ...READER,
  "bots.add_curatedanswer",
  "bots.change_curatedanswer",
  "bots.delete_curatedanswer",
];

const api = scriptedApiForEachTest();

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/bots/", {
    json: paged([botFixture(3, "Mairie"), botFixture(5, "Médiathèque")]),
  });
});

const DOG_PAGE = "https://mairie.example.org/concours";

const DOG = curatedAnswerFixture(21, {
  question: "Comment inscrire mon chien au concours canin ?",
  wordings: ["inscription concours canin", "concours canin chien"],
  answer: "## **Inscriptions**\n\nÀ l'accueil de la mairie, avec le carnet de vaccination.",
  link: DOG_PAGE,
  uses: 3,
});

function requestsTo(method: string, path = "/api/curated_answers/") {
  return api.requests.filter((request) => request.method === method && request.path === path);
}

async function openList(permissions: readonly string[], path = "/curated-answers") {
  const app = renderAdmin(path, { apiUrl: api.url, permissions });
  const list = await screen.findByRole(
    "region",
    { name: "Liste des réponses validées" },
    FIRST_SCREEN,
  );
  return { app, list };
}

function fill(scope: HTMLElement, label: RegExp | string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe("the curated answers", () => {
  it("lists the first assistant's answers with their wordings, answer, uses and link", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([DOG, curatedAnswerFixture(22)]) });
    const { list } = await openList(READER);

    const [dog, other] = (await within(list).findAllByRole("listitem", {}, FIRST_SCREEN)) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(dog).getByRole("heading", { level: 2 }).textContent).toBe(DOG.question);
    expect(within(dog).getByText("+2 autres formulations")).toBeTruthy();
    // Drawn as the text it says, without Markdown's marks.
    await within(dog).findByText(/Inscriptions/, {}, FIRST_SCREEN);
    expect(dog.textContent).toContain("À l'accueil de la mairie");
    expect(dog.textContent).not.toMatch(/[*#]/);
    expect(dog.textContent).toContain("Donnée 3 fois");
    expect(dog.textContent).toMatch(/Modifiée le 3 mars 2025/);
    expect(within(dog).getByRole("link", { name: DOG_PAGE }).getAttribute("href")).toBe(DOG_PAGE);
    expect(other.textContent).toContain("Pas encore donnée");
    expect(other.textContent).not.toMatch(/formulation/);
    expect(within(list).getByText("2 réponses validées")).toBeTruthy();

    expect(screen.getByRole("combobox", { name: "Assistant" }).textContent).toBe("Mairie");
    expect(requestsTo("GET").map((request) => request.query)).toEqual([
      { bot_id: "3", page: "1", page_size: "20" },
    ]);
  });

  it("asks the server for the answers holding the text searched, and keeps it in the address", async () => {
    api.on("GET", "/api/curated_answers/", (request) => ({
      json: paged(request.query.search ? [] : [DOG]),
    }));
    const { app, list } = await openList(READER);
    await within(list).findByText(DOG.question);

    fireEvent.change(screen.getByRole("searchbox", { name: "Rechercher une réponse validée" }), {
      target: { value: "parking" },
    });
    expect(
      await within(list).findByText("Aucune réponse validée de Mairie ne contient « parking »."),
    ).toBeTruthy();
    expect(requestsTo("GET").at(-1)?.query).toEqual({
      bot_id: "3",
      search: "parking",
      page: "1",
      page_size: "20",
    });
    expect(new URLSearchParams(app.router.state.location.search).get("recherche")).toBe("parking");
  });

  it("writes a new answer with its other wordings, one per line", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([]) });
    api.on("POST", "/api/curated_answers/", (request) => ({
      status: 201,
      json: curatedAnswerFixture(30, request.body as Record<string, unknown>),
    }));
    const { list } = await openList(EDITOR);
    expect(await within(list).findByText(/Mairie n'a pas encore de réponse validée/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Nouvelle réponse" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle réponse validée" });
    expect(within(dialog).getByText("0 / 5 000 caractères", { normalizer: plain })).toBeTruthy();
    fill(dialog, /^Question/, "  Où garer ma voiture ?  ");
    fill(dialog, "Autres formulations", "parking mairie\n\n  stationnement près de la mairie \n");
    fill(dialog, /^Réponse/, "Au parking **Hôtel de ville**, gratuit.");
    fill(dialog, /Page de la réponse/, "https://mairie.example.org/parking");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Réponse validée enregistrée")).toBeTruthy();
    expect(requestsTo("POST").map((request) => request.body)).toEqual([
      {
        bot: 3,
        question: "Où garer ma voiture ?",
        wordings: ["parking mairie", "stationnement près de la mairie"],
        answer: "Au parking **Hôtel de ville**, gratuit.",
        link: "https://mairie.example.org/parking",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says what is missing before sending, and the server's refusal under its field", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([DOG]) });
    api.on("POST", "/api/curated_answers/", {
      status: 400,
      json: { question: ["This assistant already has a curated answer to that question."] },
    });
    await openList(EDITOR);
    fireEvent.click(await screen.findByRole("button", { name: "Nouvelle réponse" }));
    const dialog = await screen.findByRole("dialog");
    fill(dialog, /Page de la réponse/, "mairie.example.org");
    fill(dialog, "Autres formulations", Array.from({ length: 21 }, (_, at) => `f${at}`).join("\n"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Saisissez la question.")).toBeTruthy();
    expect(within(dialog).getByText("Saisissez la réponse.")).toBeTruthy();
    expect(within(dialog).getByText(/20 formulations au plus/)).toBeTruthy();
    expect(within(dialog).getByText(/commençant par http:\/\/ ou https:\/\//)).toBeTruthy();
    expect(requestsTo("POST")).toEqual([]);
    // Longer than one can type, as a visitor's question brought from a conversation may be.
    fill(dialog, /^Question/, "x".repeat(501));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText(
        "La question tient en 500 caractères au plus : elle en a 501.",
        {
          normalizer: plain,
        },
      ),
    ).toBeTruthy();

    fill(dialog, /^Question/, DOG.question);
    fill(dialog, "Autres formulations", "");
    fill(dialog, /^Réponse/, "À l'accueil.");
    fill(dialog, /Page de la réponse/, "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    const question = within(dialog).getByLabelText(/^Question/);
    await waitFor(() => expect(question.getAttribute("aria-invalid")).toBe("true"));
    expect(
      within(dialog).getByText("Cet assistant a déjà une réponse validée pour cette question."),
    ).toBeTruthy();
  });

  it("changes an answer, its link taken away", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([DOG]) });
    api.on("PATCH", "/api/curated_answers/21/", (request) => ({
      json: { ...DOG, ...(request.body as object) },
    }));
    const { list } = await openList(EDITOR);
    const item = await within(list).findByRole("listitem");
    fireEvent.click(within(item).getByRole("button", { name: "Modifier" }));

    const dialog = await screen.findByRole("dialog", { name: "Modifier la réponse validée" });
    expect((within(dialog).getByLabelText(/^Question/) as HTMLInputElement).value).toBe(
      DOG.question,
    );
    expect(
      (within(dialog).getByLabelText("Autres formulations") as HTMLTextAreaElement).value,
    ).toBe("inscription concours canin\nconcours canin chien");
    fill(dialog, /^Réponse/, "À l'accueil, sur rendez-vous.");
    fill(dialog, /Page de la réponse/, "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Réponse validée modifiée")).toBeTruthy();
    expect(requestsTo("PATCH", "/api/curated_answers/21/").map((request) => request.body)).toEqual([
      {
        question: DOG.question,
        wordings: DOG.wordings,
        answer: "À l'accueil, sur rendez-vous.",
        link: null,
      },
    ]);
  });

  it("deletes an answer once confirmed", async () => {
    let answers = [DOG];
    api.on("GET", "/api/curated_answers/", () => ({ json: paged(answers) }));
    api.on("DELETE", "/api/curated_answers/21/", () => {
      answers = [];
      return { status: 204 };
    });
    const { list } = await openList(EDITOR);
    const item = await within(list).findByRole("listitem");
    fireEvent.click(within(item).getByRole("button", { name: "Supprimer" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: /^Supprimer la réponse validée/,
    });
    expect(confirm.textContent).toContain(DOG.question);
    fireEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));

    expect(await screen.findByText("Réponse validée supprimée")).toBeTruthy();
    expect(requestsTo("DELETE", "/api/curated_answers/21/")).toHaveLength(1);
    expect(await within(list).findByText(/pas encore de réponse validée/)).toBeTruthy();
  });

  it("imports a CSV file and says how many answers it added and updated", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([]) });
    api.on("POST", "/api/curated_answers/import/", { json: { created: 1, updated: 2 } });
    await openList(EDITOR);
    fireEvent.click(await screen.findByRole("button", { name: "Importer un CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Importer un CSV" });
    const format = within(dialog).getByRole("region", { name: "Format attendu" });
    expect(format.textContent).toContain("Question;Autres formulations;Réponse;Lien");
    expect(format.textContent).toMatch(/une par ligne de la cellule/);
    expect(format.textContent).toMatch(
      /points-virgules \(ce qu'écrit un tableur en français\) ou des virgules/,
    );
    // Files exported before, with the columns named by their field, still import.
    expect(format.textContent).toMatch(
      /colonnes question,wordings,answer,link, exportés auparavant/,
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Importer" }));
    expect(await within(dialog).findByText("Choisissez le fichier à importer.")).toBeTruthy();

    const csv =
      'question,wordings,answer\r\nOù garer ?,"parking\nstationnement",Place du marché.\r\n';
    fireEvent.change(within(dialog).getByLabelText(/Fichier CSV/), {
      target: { files: [new File([csv], "reponses.csv", { type: "text/csv" })] },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Importer" }));

    expect(await screen.findByText("Réponses validées importées")).toBeTruthy();
    expect(screen.getByText("1 ajoutée, 2 mises à jour.")).toBeTruthy();
    expect(requestsTo("POST", "/api/curated_answers/import/").map((r) => r.body)).toEqual([
      { bot: 3, csv },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lists the lines of a CSV file the server refused, in French, and imports nothing", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([]) });
    api.on("POST", "/api/curated_answers/import/", {
      status: 400,
      json: {
        csv: ["Line 3: answer: This field may not be blank.", "Line 5: link: Enter a valid URL."],
      },
    });
    await openList(EDITOR);
    fireEvent.click(await screen.findByRole("button", { name: "Importer un CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Importer un CSV" });
    fireEvent.change(within(dialog).getByLabelText(/Fichier CSV/), {
      target: { files: [new File(["question,wordings,answer\r\n"], "reponses.csv")] },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Importer" }));

    const problems = await within(dialog).findByRole("alert");
    expect(problems.textContent).toContain("Rien n'a été importé");
    expect(
      within(problems)
        .getAllByRole("listitem")
        .map((item) => plain(item.textContent ?? "")),
    ).toEqual([
      "Ligne 3, colonne Réponse : Ce champ ne peut pas être vide.",
      "Ligne 5, colonne Lien : Saisissez une adresse web valide, commençant par https://.",
    ]);
    expect(screen.getByRole("dialog", { name: "Importer un CSV" })).toBeTruthy();
  });

  it("saves the assistant's answers as a CSV file", async () => {
    const csv =
      "\uFEFFQuestion;Autres formulations;Réponse;Lien\r\nOù garer ?;;Place du marché.;\r\n";
    api.on("GET", "/api/curated_answers/", { json: paged([DOG]) });
    api.on("GET", "/api/curated_answers/export/", {
      text: csv,
      headers: { "content-type": "text/csv; charset=utf-8" },
    });
    const files = new Map<string, Blob>();
    const saved: { name: string; file: Blob | undefined }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.set(`blob:${files.size}`, file as Blob);
      return `blob:${files.size - 1}`;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, file: files.get(this.getAttribute("href") ?? "") });
    });
    renderAdmin("/curated-answers?assistant=5", { apiUrl: api.url, permissions: READER });
    fireEvent.click(await screen.findByRole("button", { name: "Exporter en CSV" }, FIRST_SCREEN));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("reponses-validees-5.csv");
    expect(await saved[0]?.file?.text()).toContain("Question;Autres formulations;Réponse;Lien");
    expect(requestsTo("GET", "/api/curated_answers/export/").map((r) => r.query)).toEqual([
      { bot_id: "5" },
    ]);
  });

  it("offers nothing to write, change, delete or import to a user who may only read", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([DOG]) });
    const { list } = await openList(READER);
    const item = await within(list).findByRole("listitem");
    expect(within(item).queryAllByRole("button")).toEqual([]);
    expect(screen.getByRole("button", { name: "Exporter en CSV" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nouvelle réponse" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Importer un CSV" })).toBeNull();
  });

  it("offers the import only to a user who may both add and change answers", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([DOG]) });
    const { list } = await openList([...READER, "bots.add_curatedanswer"]);
    const item = await within(list).findByRole("listitem");
    expect(screen.getByRole("button", { name: "Nouvelle réponse" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Importer un CSV" })).toBeNull();
    expect(within(item).queryAllByRole("button")).toEqual([]);
  });

  it("pages through the answers", async () => {
    api.on("GET", "/api/curated_answers/", (request) => ({
      json: paged([curatedAnswerFixture(Number(request.query.page ?? 1) * 100)], 45),
    }));
    await openList(READER);
    const pages = await screen.findByRole("navigation", { name: "Pages des réponses validées" });
    expect(pages.textContent).toContain("Page 1 sur 3");
    fireEvent.click(within(pages).getByRole("button", { name: "Suivante" }));
    expect(await screen.findByText("Question 200 ?")).toBeTruthy();
    expect(pages.textContent).toContain("Page 2 sur 3");
  });

  it("is an entry of the Assistants group after À améliorer, for those who may read it", async () => {
    api.on("GET", "/api/curated_answers/", { json: paged([]) });
    await openList([...READER, "chats.view_missedquestion"]);
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    const entries = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent?.trim());
    const improvements = entries.indexOf("À améliorer");
    expect(entries.slice(improvements, improvements + 3)).toEqual([
      "À améliorer",
      "Réponses validées",
      "Applications",
    ]);
    expect(within(nav).getByRole("link", { name: "Réponses validées" }).getAttribute("href")).toBe(
      "/curated-answers",
    );
  });

  it("is refused, hidden from the navigation, to a user who may not read the answers", async () => {
    renderAdmin("/curated-answers", { apiUrl: api.url, permissions: ["bots.view_bot"] });
    expect(await screen.findByText("Accès refusé", {}, FIRST_SCREEN)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    expect(within(nav).queryByRole("link", { name: "Réponses validées" })).toBeNull();
    expect(requestsTo("GET")).toEqual([]);
  });
});

/** Intl and French typography write no-break spaces; tests read them as plain spaces. */
function plain(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}
