import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiGet, apiToken, signInThroughForm } from "../support/admin";
import { E2E } from "../support/environment";
import { acceptAndWaitForWelcome, ask, WIDGET } from "../support/widget";

/** POST or PATCH on the API with a token; fails the test unless the server accepted it. */
async function apiSend(
  request: APIRequestContext,
  token: string,
  method: "post" | "patch",
  path: string,
  data: unknown,
) {
  const response = await request[method](`${E2E.apiUrl}${path}`, {
    headers: { Authorization: `Token ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: number };
}

const KNOWLEDGE =
  "La médiathèque municipale ouvre le mardi et le jeudi de 10 heures à 18 heures. " +
  "Le prêt de livres est gratuit pour les habitants de la commune.";

test.describe("the conversations screen", () => {
  test("finds a visitor's disliked answer with its sources", async ({ page, request }) => {
    const token = await apiToken(request, E2E.admin);
    const accounts = (await apiGet(request, token, "/api/accounts/")).body as {
      results: { id: number }[];
    };
    const account = accounts.results[0]?.id;
    const name = `Médiathèque ${Date.now()}`;
    const knowledge = await apiSend(request, token, "post", "/api/text_knowledge_bases/", {
      name: `Horaires de la ${name}`,
      value: KNOWLEDGE,
      account,
    });
    const bot = await apiSend(request, token, "post", "/api/bots/", { name, account });
    await apiSend(request, token, "patch", `/api/bots/${bot.id}/`, {
      text_knowledges: [knowledge.id],
    });
    await expect
      .poll(
        async () => {
          const base = await apiGet(request, token, `/api/text_knowledge_bases/${knowledge.id}/`);
          return (base.body as { chunk_count: number }).chunk_count;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    await page.goto(`${E2E.embedUrl}/embed/${bot.id}`);
    await acceptAndWaitForWelcome(page);
    const answer = await ask(page, "Quand la médiathèque ouvre-t-elle ?");
    const dislike = answer.getByTitle(WIDGET.dislike);
    await dislike.click();
    await expect(dislike).toHaveAttribute("aria-pressed", "true");
    const miss = await ask(page, "Combien coûte un permis de construire ?");
    await expect(miss).toContainText("Je n'ai pas trouvé d'information à ce sujet");

    const disliked = (await apiGet(request, token, `/api/sessions/?bot_id=${bot.id}&rating=-1`))
      .body as { results: { id: number }[] };
    expect(disliked.results).toHaveLength(1);
    const stored = (
      await apiGet(request, token, `/api/messages/?session_id=${disliked.results[0]?.id}`)
    ).body as { results: { sent_from: string; message: string }[] };
    const answerText = stored.results.find((message) => message.sent_from === "bot")?.message ?? "";
    expect(answerText).not.toBe("");

    await signInThroughForm(page, E2E.admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/chats");
    await page.getByRole("combobox", { name: "Assistant" }).click();
    await page.getByRole("option", { name }).click();
    await page.getByRole("switch", { name: "Seulement les réponses mal notées" }).click();

    const list = page.getByRole("region", { name: "Liste des conversations" });
    const conversations = list.getByRole("listitem");
    await expect(conversations).toHaveCount(1);
    await expect(conversations.first()).toContainText("4 messages");
    await expect(conversations.first()).toContainText("1 réponse inutile");
    await conversations.first().getByRole("button").click();

    const detail = page.getByRole("region", { name: "Détail de la conversation" });
    await expect(detail.getByText("Quand la médiathèque ouvre-t-elle ?")).toBeVisible();
    const dislikedAnswer = detail.getByRole("article", { name: "Réponse mal notée" });
    await expect(dislikedAnswer).toContainText("Jugée inutile");
    // Drawn as Markdown once the renderer is loaded: the section's name in bold, no asterisks.
    const sectionName = (answerText.split("\n")[0] ?? "").replace(/\*\*/g, "");
    await expect(dislikedAnswer.locator("strong").first()).toHaveText(sectionName);
    const sources = dislikedAnswer.getByRole("region", { name: "Sources" });
    await sources.getByText("Voir l'extrait utilisé").first().click();
    await expect(sources.getByText(/mardi et le jeudi/).first()).toBeVisible();
    // What answered each: quoted passages, and the question nothing in the base answers.
    await expect(dislikedAnswer.getByText("Extraits cités", { exact: true })).toBeVisible();
    await expect(dislikedAnswer).toContainText("Pertinence de la source");
    const unanswered = detail.getByRole("article", { name: "Réponse de l'assistant" });
    await expect(unanswered.getByText("Sans réponse")).toBeVisible();
    await expect(unanswered).toContainText("Aucune source");
    await page.screenshot({ path: test.info().outputPath("admin-screens-chats.png") });
  });
});
