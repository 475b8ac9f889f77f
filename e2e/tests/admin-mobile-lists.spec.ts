import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";

// A phone: below the 768 px breakpoint every list is a column of cards (or scrolls in its own box).
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, colorScheme: "light" });

interface ListScreen {
  name: string;
  path: string;
  heading: string;
  /** The region holding the list, named as the screen names it (the dashboard's is a card). */
  list?: string;
  /** The button or link that adds to the list, when the screen has one. */
  add?: (page: Page) => Locator;
}

const SCREENS: ListScreen[] = [
  {
    name: "knowledge-bases",
    path: "/knowledge_bases",
    heading: "Bases de connaissances",
    list: "Liste des bases de connaissances",
    add: (page) => page.getByRole("link", { name: "Ajouter", exact: true }),
  },
  {
    name: "users",
    path: "/users",
    heading: "Utilisateurs",
    list: "Liste des utilisateurs",
    add: (page) => page.getByRole("button", { name: "Ajouter un utilisateur" }),
  },
  {
    name: "assistants",
    path: "/bots",
    heading: "Assistant IA",
    list: "Liste des assistants",
    add: (page) => page.getByRole("button", { name: "Créer un assistant" }),
  },
  {
    name: "accounts",
    path: "/accounts",
    heading: "Comptes",
    list: "Liste des comptes",
    add: (page) => page.getByRole("button", { name: "Ajouter un compte" }),
  },
  { name: "tasks", path: "/tasks", heading: "Tâches", list: "Liste des tâches" },
  { name: "chats", path: "/chats", heading: "Conversations", list: "Liste des conversations" },
  {
    name: "improvements",
    path: "/improvements",
    heading: "À améliorer",
    list: "Liste des questions",
  },
  {
    name: "curated-answers",
    path: "/curated-answers",
    heading: "Réponses validées",
    list: "Liste des réponses validées",
    add: (page) => page.getByRole("button", { name: "Nouvelle réponse" }),
  },
  {
    name: "assistant-tests",
    path: "/assistant-tests",
    heading: "Tests",
    list: "Liste des tests",
    add: (page) => page.getByRole("button", { name: "Nouveau test" }),
  },
  { name: "dashboard", path: "/", heading: "Tableau de bord" },
];

/** How far the page itself scrolls sideways: 0 when nothing sticks out of the screen. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function expectWithinScreenWidth(control: Locator) {
  const box = await control.boundingBox();
  expect(box, "the control is laid out").not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test.describe("the back-office lists on a phone (390 x 844)", () => {
  test.beforeAll(async ({ request }) => {
    // Long words that cannot wrap are what used to push a list past the screen's edge.
    const token = await apiToken(request, E2E.admin);
    const headers = { Authorization: `Token ${token}` };
    const stamp = Date.now();
    const base = await request.post(`${E2E.apiUrl}/api/text_knowledge_bases/`, {
      headers,
      data: {
        name: `Règlement-intérieur-de-la-médiathèque-intercommunale-${stamp}`,
        value: "La médiathèque prête six documents par carte, pour trois semaines.",
      },
    });
    expect(base.ok()).toBe(true);
    const user = await request.post(`${E2E.apiUrl}/api/users/`, {
      headers,
      data: {
        username: `marie-claire-${stamp}`,
        email: `marie-claire.de-la-fontaine-${stamp}@mediatheque-intercommunale.example.org`,
        password: `Marie-Pa55word-${stamp}`,
        accounts: [1],
      },
    });
    expect(user.ok()).toBe(true);
  });

  for (const screen of SCREENS) {
    test(`${screen.name}: the page never scrolls sideways and its add button stays on screen`, async ({
      page,
    }) => {
      await signInThroughForm(page, E2E.admin);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
      if (screen.list) {
        const list = page.getByRole("region", { name: screen.list });
        await expect(list).toBeVisible();
        await expect(list).not.toHaveAttribute("aria-busy", "true");
      } else {
        await expect(page.getByText("Bases de connaissances récentes")).toBeVisible();
      }
      // Tables become cards below the breakpoint.
      await expect(page.getByRole("table")).toHaveCount(0);

      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      if (screen.add) {
        const add = screen.add(page);
        await expect(add).toBeInViewport({ ratio: 1 });
        await expectWithinScreenWidth(add);
      }
      await page.screenshot({
        path: test.info().outputPath(`mobile-${screen.name}.png`),
        fullPage: true,
      });
    });
  }

  test("applications: each assistant's card, with its add button, fits the screen", async ({
    page,
  }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/apps");
    await expect(page.getByRole("heading", { name: "Applications", level: 1 })).toBeVisible();
    const add = page.getByRole("button", { name: "Ajouter", exact: true }).first();
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport({ ratio: 1 });
    await expectWithinScreenWidth(add);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("mobile-apps.png"), fullPage: true });
  });

  test("an assistant's bubbles and shortcuts fit the screen; its tabs scroll in their own row", async ({
    page,
  }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/bots");
    await page
      .getByRole("region", { name: "Liste des assistants" })
      .getByRole("link")
      .first()
      .click();
    const tabs = page.getByRole("tablist").first();
    await expect(tabs).toBeVisible();
    for (const tab of ["Bulles", "Raccourcis"]) {
      await tabs.getByRole("tab", { name: tab }).click();
      await expect(tabs.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
    await expectWithinScreenWidth(tabs);
    await page.screenshot({
      path: test.info().outputPath("mobile-assistant-shortcuts.png"),
      fullPage: true,
    });
  });

  test("the knowledge-base cards keep selection and sorting at hand", async ({ page }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge_bases");
    const list = page.getByRole("region", { name: "Liste des bases de connaissances" });
    const cards = list.getByRole("list", { name: "Bases de connaissances" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await list.getByRole("checkbox", { name: "Tout sélectionner" }).click();
    await expect(page.getByRole("button", { name: /Supprimer la sélection/ })).toBeInViewport();

    await list.getByRole("combobox", { name: "Trier par" }).click();
    await page.getByRole("option", { name: "Nom" }).click();
    const names = await cards.evaluateAll((items) =>
      items.map((item) => item.querySelector(".ui-data-table-card-title a")?.textContent ?? ""),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
    await expect(list.getByRole("button", { name: "Croissant" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("a knowledge base's name on its card opens it, as the other lists' names do", async ({
    page,
  }) => {
    await signInThroughForm(page, E2E.admin);
    await page.goto("/knowledge_bases");
    const list = page.getByRole("region", { name: "Liste des bases de connaissances" });
    const card = list
      .getByRole("list", { name: "Bases de connaissances" })
      .getByRole("listitem")
      .first();
    const name = card.locator(".ui-data-table-card-title").getByRole("link").first();
    const text = (await name.textContent()) ?? "";
    await name.click();
    await expect(page).toHaveURL(/\/knowledge_bases\?base=\d+$/);
    const dialog = page.getByRole("dialog", { name: "Modifier la base" });
    await expect(dialog.getByRole("textbox", { name: /Nom/ })).toHaveValue(text);
    await expect(dialog).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("admin-mobile-knowledge-base-open.png") });
  });
});
