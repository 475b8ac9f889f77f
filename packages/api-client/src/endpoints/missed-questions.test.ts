import { describe, expect, it } from "vitest";
import { missedQuestionJson, paged } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  getMissedQuestion,
  listMissedQuestions,
  setMissedQuestionStatus,
  setMissedQuestionsStatus,
} from "./missed-questions";

const context = setUpTestContext();

describe("missed question endpoints", () => {
  it("lists from GET /api/missed_questions/ with the bot, status, kind and period", async () => {
    context.server.respond("GET", "/api/missed_questions/", {
      json: paged([missedQuestionJson(1)]),
    });
    const page = await listMissedQuestions(context.client, {
      bot_id: 2,
      status: "todo",
      kind: "disliked",
      since: "2026-11-01T00:00:00.000Z",
    });
    expect(context.server.onlyRequest().query).toEqual({
      bot_id: "2",
      status: "todo",
      kind: "disliked",
      since: "2026-11-01T00:00:00.000Z",
    });
    expect(page.results[0]).toMatchObject({ asked: 3, kinds: { no_answer: 2, disliked: 1 } });
  });

  it("counts every other wording, even those a list leaves out; 0 from a server that does not", async () => {
    const { wordings_count: _, ...older } = missedQuestionJson(2);
    context.server.respond("GET", "/api/missed_questions/", {
      json: paged([{ ...missedQuestionJson(1), wordings_count: 9 }, older]),
    });
    const page = await listMissedQuestions(context.client);
    expect(page.results.map((question) => question.wordings_count)).toEqual([9, 0]);
  });

  it("reads one with its misses from GET /api/missed_questions/{id}/", async () => {
    const miss = {
      message: 9,
      session: 4,
      question: "question 1",
      answer: "Je ne sais pas.",
      asked_at: "2026-11-02T10:00:00Z",
      kinds: ["no_answer"],
    };
    context.server.respond("GET", "/api/missed_questions/1/", {
      json: { ...missedQuestionJson(1), misses: [miss] },
    });
    const question = await getMissedQuestion(context.client, 1, { kind: "no_answer" });
    expect(context.server.onlyRequest().query).toEqual({ kind: "no_answer" });
    expect(question.misses).toEqual([{ ...miss, confidence: null, comment: "" }]);
  });

  it("marks one with PATCH /api/missed_questions/{id}/", async () => {
    context.server.respond("PATCH", "/api/missed_questions/1/", {
      json: missedQuestionJson(1, "fixed"),
    });
    await expect(setMissedQuestionStatus(context.client, 1, "fixed")).resolves.toMatchObject({
      status: "fixed",
    });
    expect(context.server.onlyRequest().body).toEqual({ status: "fixed" });
  });

  it("marks several with PATCH /api/missed_questions/", async () => {
    context.server.respond("PATCH", "/api/missed_questions/", { status: 204 });
    await setMissedQuestionsStatus(context.client, [1, 3], "ignored");
    expect(context.server.onlyRequest().body).toEqual({ ids: [1, 3], status: "ignored" });
  });
});
