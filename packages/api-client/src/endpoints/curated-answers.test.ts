import { describe, expect, it } from "vitest";
import { curatedAnswerJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  createCuratedAnswer,
  deleteCuratedAnswer,
  exportCuratedAnswers,
  getCuratedAnswer,
  importCuratedAnswers,
  listCuratedAnswers,
  updateCuratedAnswer,
} from "./curated-answers";

const context = setUpTestContext();

describe("curated answer endpoints", () => {
  it("lists from GET /api/curated_answers/ by bot and search", async () => {
    context.server.respond("GET", "/api/curated_answers/", { json: paged([curatedAnswerJson(1)]) });
    const page = await listCuratedAnswers(context.client, { bot_id: 3, search: "tarif" });
    expect(context.server.onlyRequest().query).toEqual({ bot_id: "3", search: "tarif" });
    expect(page.results[0]).toMatchObject({ uses: 2, wordings: ["autre question 1"] });
  });

  it("reads one from GET /api/curated_answers/{id}/", async () => {
    context.server.respond("GET", "/api/curated_answers/4/", { json: curatedAnswerJson(4) });
    await expect(getCuratedAnswer(context.client, 4)).resolves.toEqual(curatedAnswerJson(4));
    expect(context.server.onlyRequest().method).toBe("GET");
    context.server.respond("GET", "/api/curated_answers/5/", {
      status: 404,
      json: { detail: "Not found." },
    });
    await expect(getCuratedAnswer(context.client, 5)).rejects.toMatchObject({ status: 404 });
  });

  it("writes, changes and deletes one", async () => {
    context.server.respond("POST", "/api/curated_answers/", { json: curatedAnswerJson(1) });
    const payload = { bot: 1, question: "Question 1 ?", answer: "Réponse 1.", missed_question: 4 };
    await createCuratedAnswer(context.client, payload);
    expect(context.server.onlyRequest().body).toEqual(payload);
    context.server.respond("PATCH", "/api/curated_answers/1/", { json: curatedAnswerJson(1) });
    await updateCuratedAnswer(context.client, 1, { wordings: ["a", "b"] });
    expect(context.server.requests.at(-1)?.body).toEqual({ wordings: ["a", "b"] });
    context.server.respond("DELETE", "/api/curated_answers/1/", { status: 204 });
    await deleteCuratedAnswer(context.client, 1);
    expect(context.server.requests.at(-1)?.method).toBe("DELETE");
  });

  it("exports and imports CSV", async () => {
    context.server.respond("GET", "/api/curated_answers/export/", {
      text: "question,wordings,answer,link\r\n",
    });
    const file = await exportCuratedAnswers(context.client, 2);
    expect(await file.text()).toBe("question,wordings,answer,link\r\n");
    expect(context.server.onlyRequest().query).toEqual({ bot_id: "2" });
    context.server.respond("POST", "/api/curated_answers/import/", {
      json: { created: 1, updated: 0 },
    });
    await expect(importCuratedAnswers(context.client, 2, "csv")).resolves.toEqual({
      created: 1,
      updated: 0,
    });
    expect(context.server.requests.at(-1)?.body).toEqual({ bot: 2, csv: "csv" });
  });
});
