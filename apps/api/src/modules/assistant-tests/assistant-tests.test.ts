import type {
  AssistantTest,
  AssistantTestRun,
  AssistantTestRunDetail,
  TestProposal,
} from "@org/api-client";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/app-env";
import { listen, type RunningServer } from "../../server";
import {
  createAccountViaApi,
  createBotWithText,
  createSignedInUser,
  type TestUser,
} from "../../testing/fixtures";
import { settledTask } from "../../testing/knowledge-checks";
import { type SmtpCapture, startSmtpCapture } from "../../testing/smtp-capture";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";
import { TEST_ANSWER_FAILED } from "../tasks/task-failures";

const ADMIN_URL = "https://admin.example.org";

const PAGES: Record<string, string> = {
  "/": `<html><head><title>Mairie de Valbrune</title></head><body>
    <h1>Mairie de Valbrune</h1><p>Les services de la mairie.</p>
    <a href="/piscine">Piscine</a> <a href="/bibliotheque">Bibliothèque</a></body></html>`,
  "/piscine": `<html><head><title>Piscine municipale</title></head><body>
    <h1>Piscine municipale</h1>
    <h2>Horaires de la piscine</h2><p>La piscine municipale ouvre de 10 h à 19 h, du mardi au dimanche.</p>
    <h2>Tarifs des entrées</h2><p>Une entrée à la piscine coûte 4 euros, 2 euros pour les enfants.</p>
    </body></html>`,
  "/bibliotheque": `<html><head><title>Bibliothèque</title></head><body>
    <h1>Bibliothèque</h1>
    <h2>2.1. Emprunter des livres</h2><p>Chaque lecteur inscrit emprunte jusqu'à dix livres pour trois semaines.</p>
    </body></html>`,
};

/*
 * Tests of an assistant ("Tests"): questions kept with what a right answer is, run as a task
 * asking each as a visitor would, after each change of the assistant's knowledge too, and a mail
 * when a question that passed fails.
 */
describe("the tests of an assistant", () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let site: RunningServer;
  /** An OpenAI-compatible provider that refuses the key it is sent (401), as with a revoked key. */
  let refusingProvider: RunningServer;
  const refusedCalls: { path: string; authorization: string | undefined }[] = [];
  let token: string;
  let account: number;
  let botId: number;
  let knowledgeBaseId: number;
  let owner: TestUser;
  /** A member of the account who may not read its tests. */
  let blind: TestUser;

  const runs = async (bot = botId) =>
    (
      await api.request<{ results: AssistantTestRun[] }>(
        "GET",
        `/api/assistant_test_runs/?bot_id=${bot}`,
        { token },
      )
    ).body.results;
  const endedRun = async (id: number) => {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const run = await api.request<AssistantTestRunDetail>(
        "GET",
        `/api/assistant_test_runs/${id}/`,
        { token },
      );
      if (run.body.status === "succeeded" || run.body.status === "failed") return run.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The test run ${id} did not end`);
  };
  /** The latest run, once it is newer than `after` and has ended. */
  const nextRun = async (after: number) => {
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const [latest] = await runs();
      if (latest && latest.id > after) return endedRun(latest.id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No test run after ${after}`);
  };
  const addTest = (json: Record<string, unknown>, as = token) =>
    api.request<AssistantTest>("POST", "/api/assistant_tests/", {
      token: as,
      json: { bot: botId, ...json },
    });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const pages = new Hono<AppEnv>().get("*", (c) => {
      const page = PAGES[c.req.path];
      return page ? c.html(page) : c.text("Introuvable", 404);
    });
    site = await listen(pages, { port: 0, host: "127.0.0.1" });
    const refusing = new Hono<AppEnv>().all("*", (c) => {
      refusedCalls.push({ path: c.req.path, authorization: c.req.header("authorization") });
      return c.json(
        { error: { message: "Incorrect API key provided.", code: "invalid_api_key" } },
        401,
      );
    });
    refusingProvider = await listen(refusing, { port: 0, host: "127.0.0.1" });
    api = await startTestApi({
      config: { mail: smtp.mailConfig, adminUrl: ADMIN_URL, crawlAllowedHosts: ["127.0.0.1"] },
      taskPollIntervalMs: 100,
    });
    token = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    account = await createAccountViaApi(api, token, "Valbrune");
    owner = await createSignedInUser(api, token, {
      accounts: [account],
      permissions: ["bots.view_assistanttest"],
      prefix: "proprietaire",
    });
    blind = await createSignedInUser(api, token, { accounts: [account], prefix: "aveugle" });
    const base = await api.request("POST", "/api/url_knowledge_bases/", {
      token,
      json: { name: "Site de la mairie", url: `${site.url}/`, account, depth: 1 },
    });
    expect(base.status).toBe(201);
    knowledgeBaseId = base.body.id;
    const tasks = await api.request("GET", `/api/tasks/?knowledge_base=${knowledgeBaseId}`, {
      token,
    });
    expect((await settledTask(api.url, token, tasks.body.results[0].id)).status).toBe("succeeded");
    const bot = await api.request("POST", "/api/bots/", {
      token,
      json: { account, name: "Mairie", text_knowledges: [knowledgeBaseId] },
    });
    botId = bot.body.id;
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await site?.close();
    await refusingProvider?.close();
  });

  it("keeps each kind of expectation, and says which field a kind needs", async () => {
    const missingPage = await addTest({ question: "Horaires ?", expect: "page" });
    expect(missingPage.status).toBe(400);
    expect(missingPage.body).toEqual({ expected_url: ["This field is required."] });
    const noWords = await addTest({ question: "Horaires ?", expect: "words", expected_words: [] });
    expect(noWords.body).toEqual({ expected_words: ["This field is required."] });
    const unknownAnswer = await addTest({
      question: "Horaires ?",
      expect: "curated_answer",
      expected_curated_answer: 999_999,
    });
    expect(unknownAnswer.body).toEqual({
      expected_curated_answer: ['Invalid pk "999999" - object does not exist.'],
    });

    const words = await addTest({
      question: "Combien coûte une entrée à la piscine ?",
      expect: "words",
      expected_words: ["4 euros", "Enfants", "4 euros"],
      expected_url: "https://ignored.example/",
    });
    expect(words.status).toBe(201);
    // The fields of another kind are not kept; a word asked twice is kept once.
    expect(words.body).toMatchObject({
      expect: "words",
      expected_words: ["4 euros", "Enfants"],
      expected_url: null,
      last_result: null,
    });
    const changed = await api.request<AssistantTest>(
      "PATCH",
      `/api/assistant_tests/${words.body.id}/`,
      { token, json: { expect: "page", expected_url: `${site.url}/piscine` } },
    );
    expect(changed.body).toMatchObject({ expect: "page", expected_words: [] });
    expect(
      (await api.request("DELETE", `/api/assistant_tests/${words.body.id}/`, { token })).status,
    ).toBe(204);
    expect(
      (await api.request("GET", `/api/assistant_tests/${words.body.id}/`, { token })).status,
    ).toBe(404);
  });

  it("keeps every change of a test made at the same moment by different users", async () => {
    const created = await addTest({
      question: "Combien coûte la piscine ?",
      expect: "words",
      expected_words: ["euros"],
    });
    const change = (json: Record<string, unknown>) =>
      api.request("PATCH", `/api/assistant_tests/${created.body.id}/`, { token, json });
    for (const price of [4, 5, 6, 7, 8]) {
      const changed = await Promise.all([
        change({ question: `Une entrée à la piscine coûte-t-elle ${price} euros ?` }),
        change({ expected_words: [`${price} euros`, "enfants"] }),
      ]);
      expect(changed.map((response) => response.status)).toEqual([200, 200]);
      const read = await api.request<AssistantTest>(
        "GET",
        `/api/assistant_tests/${created.body.id}/`,
        { token },
      );
      expect(read.body).toMatchObject({
        question: `Une entrée à la piscine coûte-t-elle ${price} euros ?`,
        expected_words: [`${price} euros`, "enfants"],
      });
    }
    await api.request("DELETE", `/api/assistant_tests/${created.body.id}/`, { token });
  });

  it("proposes questions from the headings of the pages, each with its page, none already kept", async () => {
    const proposed = await api.request<TestProposal[]>(
      "GET",
      `/api/assistant_tests/proposals/?bot_id=${botId}`,
      { token },
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body).toContainEqual({
      question: "Horaires de la piscine",
      expected_url: `${site.url}/piscine`,
    });
    expect(proposed.body).toContainEqual({
      question: "Emprunter des livres",
      expected_url: `${site.url}/bibliotheque`,
    });
    // Asked without its section number; one word names a part of a page, not a question.
    expect(proposed.body.map((proposal) => proposal.question)).not.toContain("Bibliothèque");

    await addTest({
      question: "Horaires de la piscine",
      expect: "page",
      expected_url: `${site.url}/piscine`,
    });
    const again = await api.request<TestProposal[]>(
      "GET",
      `/api/assistant_tests/proposals/?bot_id=${botId}`,
      { token },
    );
    expect(again.body.map((proposal) => proposal.question)).not.toContain("Horaires de la piscine");
  });

  it("runs the tests as a task, says what passed and why the others failed", async () => {
    await addTest({
      question: "Combien de livres peut-on emprunter ?",
      expect: "words",
      expected_words: ["dix livres", "trois semaines"],
    });
    await addTest({
      question: "À quelle heure ouvre la piscine ?",
      expect: "words",
      expected_words: ["gratuite"],
    });
    const started = await api.request<AssistantTestRun>("POST", "/api/assistant_test_runs/", {
      token,
      json: { bot: botId },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ bot: botId, trigger: "manual" });
    const run = await endedRun(started.body.id);
    // Begun after it was asked for, it read the tests as they were then.
    expect(Date.parse(run.started_at ?? "")).toBeGreaterThanOrEqual(
      Date.parse(started.body.created_at),
    );
    expect(run).toMatchObject({
      status: "succeeded",
      progress_done: 3,
      progress_total: 3,
      passed: 2,
      failed: 1,
      regressed: 0,
      fixed: 0,
    });
    // Failed first, each with the answer the assistant gave.
    const [failed, ...passed] = run.results;
    expect(failed).toMatchObject({
      question: "À quelle heure ouvre la piscine ?",
      passed: false,
      failure: "words_missing",
      missing_words: ["gratuite"],
      change: "new",
    });
    expect(failed?.answer).toContain("10 h");
    expect(failed?.sources).toContain(`${site.url}/piscine`);
    expect(passed.map((result) => [result.question, result.passed])).toEqual([
      ["Horaires de la piscine", true],
      ["Combien de livres peut-on emprunter ?", true],
    ]);
    // The tests tell their last result; the runs are not ingestion tasks.
    const tests = await api.request<{ results: AssistantTest[] }>(
      "GET",
      `/api/assistant_tests/?bot_id=${botId}`,
      { token },
    );
    expect(tests.body.results.map((test) => test.last_result)).toEqual([
      { run: run.id, passed: true, change: "new" },
      { run: run.id, passed: true, change: "new" },
      { run: run.id, passed: false, change: "new" },
    ]);
    expect((await api.request("GET", `/api/tasks/${run.id}/`, { token })).status).toBe(404);
  });

  it("runs again after a change of the curated answers or of the knowledge, and mails a question that no longer passes", async () => {
    const curated = await api.request("POST", "/api/curated_answers/", {
      token,
      json: {
        bot: botId,
        question: "Où garer mon vélo devant la mairie ?",
        answer: "Un abri à vélos se trouve derrière la mairie.",
      },
    });
    expect(curated.status).toBe(201);
    const [before] = await runs();
    await addTest({
      question: "Où garer mon vélo devant la mairie ?",
      expect: "curated_answer",
      expected_curated_answer: curated.body.id,
    });
    // The site read again as it was: nothing changed, nothing to test again.
    const unchanged = await api.request(
      "POST",
      `/api/url_knowledge_bases/${knowledgeBaseId}/ingest/`,
      {
        token,
      },
    );
    expect((await settledTask(api.url, token, unchanged.body.task)).status).toBe("succeeded");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runs())[0]?.id).toBe(before?.id);
    // A page of the site changed: read again, the tests run by themselves.
    PAGES["/bibliotheque"] = (PAGES["/bibliotheque"] as string).replace(
      "</body>",
      "<p>La bibliothèque est fermée en août.</p></body>",
    );
    await api.request("POST", `/api/url_knowledge_bases/${knowledgeBaseId}/ingest/`, { token });
    const afterKnowledge = await nextRun(before?.id ?? 0);
    expect(afterKnowledge).toMatchObject({ trigger: "knowledge", passed: 3, failed: 1 });
    expect(afterKnowledge.results.find((result) => result.curated_answer)).toMatchObject({
      passed: true,
      change: "new",
      curated_answer: curated.body.id,
    });

    // The curated answer deleted: the run it starts fails the question, which passed before.
    await api.request("DELETE", `/api/curated_answers/${curated.body.id}/`, { token });
    const afterDeletion = await nextRun(afterKnowledge.id);
    expect(afterDeletion).toMatchObject({
      trigger: "curated_answers",
      passed: 2,
      failed: 2,
      regressed: 1,
    });
    expect(afterDeletion.results[0]).toMatchObject({
      question: "Où garer mon vélo devant la mairie ?",
      passed: false,
      failure: "curated_answer_deleted",
      change: "regressed",
    });
    const mail = await smtp.waitFor((sent) => sent.to.includes(`${owner.username}@example.com`));
    expect(mail.subject).toBe("Mairie\u00a0: 1 test ne passe plus");
    expect(mail.text).toContain("- Où garer mon vélo devant la mairie ?");
    expect(mail.text).toContain(`${ADMIN_URL}/assistant-tests?assistant=${botId}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const told = smtp.mails
      .filter((sent) => sent.subject.startsWith("Mairie"))
      .flatMap((sent) => sent.to);
    expect(told).not.toContain(`${blind.username}@example.com`);
  });

  it("runs again when the assistant answers from other knowledge bases, not when its own are sent again", async () => {
    const [before] = await runs();
    const text = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "Horaires", value: "La piscine ouvre à 9 h le dimanche.", account },
    });
    expect(text.status).toBe(201);
    // Read before it is linked: its ingestion starts no run of this assistant's tests.
    const ingestion = await api.request("GET", `/api/tasks/?knowledge_base=${text.body.id}`, {
      token,
    });
    expect((await settledTask(api.url, token, ingestion.body.results[0].id)).status).toBe(
      "succeeded",
    );
    const linked = await api.request("PATCH", `/api/bots/${botId}/`, {
      token,
      json: { text_knowledges: [text.body.id, knowledgeBaseId] },
    });
    expect(linked.status).toBe(200);
    const afterLinking = await nextRun(before?.id ?? 0);
    expect(afterLinking.trigger).toBe("knowledge");

    // The same knowledge bases in another order, and a change of name alone: nothing to test.
    await api.request("PATCH", `/api/bots/${botId}/`, {
      token,
      json: { text_knowledges: [knowledgeBaseId, text.body.id], name: "Mairie" },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await runs())[0]?.id).toBe(afterLinking.id);

    await api.request("PATCH", `/api/bots/${botId}/`, {
      token,
      json: { text_knowledges: [knowledgeBaseId] },
    });
    expect((await nextRun(afterLinking.id)).trigger).toBe("knowledge");
  });

  it("runs again when one of its knowledge bases is turned off or on, or deleted, not when renamed or deleted while off", async () => {
    const [before] = await runs();
    const text = await api.request("POST", "/api/text_knowledge_bases/", {
      token,
      json: { name: "Marché", value: "Le marché a lieu le jeudi matin.", account },
    });
    const form = new FormData();
    form.append("name", "Guide du marché");
    form.append("account", String(account));
    form.append("document", new File(["# Marché\n\nLe jeudi."], "marche.md"));
    const document = await api.request("POST", "/api/document_knowledge_bases/", {
      token,
      body: form,
    });
    for (const created of [text, document]) {
      expect(created.status).toBe(201);
      const ingestion = await api.request("GET", `/api/tasks/?knowledge_base=${created.body.id}`, {
        token,
      });
      expect((await settledTask(api.url, token, ingestion.body.results[0].id)).status).toBe(
        "succeeded",
      );
    }
    await api.request("PATCH", `/api/bots/${botId}/`, {
      token,
      json: {
        text_knowledges: [knowledgeBaseId, text.body.id],
        document_knowledges: [document.body.id],
      },
    });
    let latest = await nextRun(before?.id ?? 0);

    const changes = [
      ["PATCH", `/api/text_knowledge_bases/${text.body.id}/`, { is_active: false }],
      ["PATCH", `/api/text_knowledge_bases/${text.body.id}/`, { is_active: true }],
      ["PATCH", `/api/document_knowledge_bases/${document.body.id}/`, { is_active: false }],
      ["DELETE", `/api/text_knowledge_bases/${text.body.id}/`, undefined],
    ] as const;
    for (const [method, path, json] of changes) {
      // Renamed, or sent as it is, the knowledge base answers the same: nothing to test.
      if (method === "PATCH") {
        const same = await api.request(method, path, {
          token,
          json: { name: "Marché (bis)", is_active: !json.is_active },
        });
        expect(same.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await runs())[0]?.id).toBe(latest.id);
      }
      const changed = await api.request(method, path, { token, json });
      expect(changed.status).toBeLessThan(300);
      const run = await nextRun(latest.id);
      expect({ change: `${method} ${path}`, trigger: run.trigger }).toEqual({
        change: `${method} ${path}`,
        trigger: "knowledge",
      });
      latest = run;
    }

    // The document was off: deleting it changes no answer.
    const deleted = await api.request("POST", "/api/document_knowledge_bases/delete_multi", {
      token,
      json: { ids: [document.body.id] },
    });
    expect(deleted.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await runs())[0]?.id).toBe(latest.id);
  });

  it("shows no last result for a test changed since its last run, until a run asks it as it is", async () => {
    const listed = async () =>
      (
        await api.request<{ results: AssistantTest[] }>(
          "GET",
          `/api/assistant_tests/?bot_id=${botId}`,
          { token },
        )
      ).body.results;
    const hours = (await listed()).find(
      (test) => test.question === "Horaires de la piscine",
    ) as AssistantTest;
    expect(hours.last_result).toMatchObject({ passed: true });
    const change = (json: Record<string, unknown>) =>
      api.request<AssistantTest>("PATCH", `/api/assistant_tests/${hours.id}/`, { token, json });
    // Saved as it is, it still expects what its last run checked.
    const saved = await change({
      question: hours.question,
      expect: hours.expect,
      expected_url: hours.expected_url,
    });
    expect(saved.body.last_result).toEqual(hours.last_result);

    const changed = await change({ expect: "page", expected_url: "https://x.org/#a" });
    expect(changed.status).toBe(200);
    expect(changed.body.last_result).toBeNull();
    const read = await api.request<AssistantTest>("GET", `/api/assistant_tests/${hours.id}/`, {
      token,
    });
    expect(read.body.last_result).toBeNull();
    expect((await listed()).find((test) => test.id === hours.id)?.last_result).toBeNull();

    const started = await api.request<AssistantTestRun>("POST", "/api/assistant_test_runs/", {
      token,
      json: { bot: botId },
    });
    const run = await endedRun(started.body.id);
    expect(run.regressed).toBe(0);
    expect(run.results.find((result) => result.test === hours.id)).toMatchObject({
      passed: false,
      failure: "page_not_cited",
      change: "new",
    });
    expect(
      (await api.request<AssistantTest>("GET", `/api/assistant_tests/${hours.id}/`, { token })).body
        .last_result,
    ).toEqual({ run: run.id, passed: false, change: "new" });
  });

  it("compares a test changed since the run before with nothing, and keeps a deleted one's result", async () => {
    const [before] = await runs();
    const tests = await api.request<{ results: AssistantTest[] }>(
      "GET",
      `/api/assistant_tests/?bot_id=${botId}`,
      { token },
    );
    const books = tests.body.results.find((test) =>
      test.question.startsWith("Combien de livres"),
    ) as AssistantTest;
    expect(books.last_result).toMatchObject({ passed: true });
    // Now expecting words the site never says: a new question, not one that stopped passing.
    await api.request("PATCH", `/api/assistant_tests/${books.id}/`, {
      token,
      json: { expected_words: ["vingt livres"] },
    });
    const started = await api.request<AssistantTestRun>("POST", "/api/assistant_test_runs/", {
      token,
      json: { bot: botId },
    });
    expect(started.body.id).toBeGreaterThan(before?.id ?? 0);
    const run = await endedRun(started.body.id);
    expect(run.regressed).toBe(0);
    expect(run.results.find((result) => result.test === books.id)).toMatchObject({
      passed: false,
      change: "new",
      missing_words: ["vingt livres"],
    });
    await api.request("DELETE", `/api/assistant_tests/${books.id}/`, { token });
    const read = await endedRun(run.id);
    expect(read.results.find((result) => result.question === books.question)).toMatchObject({
      test: null,
      passed: false,
    });
  });

  it("fails a run whose answers the assistant's model could not write, rather than judging the passages quoted instead", async () => {
    const withModel = await createAccountViaApi(api, token, "Avec un modèle");
    const key = "sk-revoked-0123456789";
    const configured = await api.request("PATCH", `/api/accounts/${withModel}/`, {
      token,
      json: { openai_api_key: key, openai_base_url: `${refusingProvider.url}/v1` },
    });
    expect(configured.status).toBe(200);
    const bot = await createBotWithText(api, token, {
      account: withModel,
      name: "Mairie avec modèle",
      text: "# Piscine\n\nLa piscine municipale ouvre de 10 h à 19 h, du mardi au dimanche.",
      bot: { model: "gpt-4o-mini" },
    });
    const test = await api.request<AssistantTest>("POST", "/api/assistant_tests/", {
      token,
      json: {
        bot,
        question: "À quelle heure ouvre la piscine ?",
        expect: "words",
        expected_words: ["10 h"],
      },
    });
    expect(test.status).toBe(201);

    const started = await api.request<AssistantTestRun>("POST", "/api/assistant_test_runs/", {
      token,
      json: { bot },
    });
    const run = await endedRun(started.body.id);
    expect(refusedCalls).toContainEqual({
      path: "/v1/chat/completions",
      authorization: `Bearer ${key}`,
    });
    expect(run).toMatchObject({ status: "failed", failure: TEST_ANSWER_FAILED, passed: 0 });
    expect(
      (await api.request<AssistantTest>("GET", `/api/assistant_tests/${test.body.id}/`, { token }))
        .body.last_result,
    ).toBeNull();
  });

  it("keeps the tests and runs to the users of the assistant's account with the permissions", async () => {
    const other = await createAccountViaApi(api, token, "Autre commune");
    const stranger = await createSignedInUser(api, token, {
      accounts: [other],
      permissions: ["bots.view_assistanttest", "bots.run_assistanttest"],
    });
    const strangerTests = await api.request<{ count: number }>(
      "GET",
      `/api/assistant_tests/?bot_id=${botId}`,
      { token: stranger.token },
    );
    expect(strangerTests.body.count).toBe(0);
    const strangerRun = await api.request("POST", "/api/assistant_test_runs/", {
      token: stranger.token,
      json: { bot: botId },
    });
    expect(strangerRun.status).toBe(400);

    const reader = await createSignedInUser(api, token, {
      accounts: [account],
      permissions: ["bots.view_assistanttest"],
    });
    expect(
      (await api.request("GET", `/api/assistant_tests/?bot_id=${botId}`, { token: reader.token }))
        .body.count,
    ).toBeGreaterThan(0);
    const refusedRun = await api.request("POST", "/api/assistant_test_runs/", {
      token: reader.token,
      json: { bot: botId },
    });
    expect(refusedRun.status).toBe(403);
    expect(
      (
        await addTest(
          { question: "Horaires ?", expect: "words", expected_words: ["h"] },
          reader.token,
        )
      ).status,
    ).toBe(403);

    const emptyBot = await api.request("POST", "/api/bots/", {
      token,
      json: { account, name: "Sans tests" },
    });
    const nothingToRun = await api.request("POST", "/api/assistant_test_runs/", {
      token,
      json: { bot: emptyBot.body.id },
    });
    expect(nothingToRun.status).toBe(400);
    expect(nothingToRun.body).toEqual({ bot: ["This assistant has no tests to run."] });
  });

  it("lists the runs of one account's assistants to a member of several, and none to who may not read tests", async () => {
    const [north, south] = [
      await createAccountViaApi(api, token, "Commune du Nord"),
      await createAccountViaApi(api, token, "Commune du Sud"),
    ];
    const runOfNewBot = async (inAccount: number) => {
      const bot = await api.request("POST", "/api/bots/", {
        token,
        json: { account: inAccount, name: "Accueil" },
      });
      expect(
        (
          await api.request("POST", "/api/assistant_tests/", {
            token,
            json: {
              bot: bot.body.id,
              question: "Horaires ?",
              expect: "words",
              expected_words: ["10 h"],
            },
          })
        ).status,
      ).toBe(201);
      const run = await api.request<AssistantTestRun>("POST", "/api/assistant_test_runs/", {
        token,
        json: { bot: bot.body.id },
      });
      expect(run.status).toBe(201);
      return run.body.id;
    };
    const [northRun, southRun] = [await runOfNewBot(north), await runOfNewBot(south)];
    const member = await createSignedInUser(api, token, {
      accounts: [north, south],
      permissions: ["bots.view_assistanttest"],
    });
    const listed = async (query: string, as = member.token) => {
      const page = await api.request<{ results: AssistantTestRun[] }>(
        "GET",
        `/api/assistant_test_runs/?${query}`,
        { token: as },
      );
      expect(page.status).toBe(200);
      return page.body.results.map((run) => run.id);
    };
    expect(await listed(`account=${north}`)).toEqual([northRun]);
    expect(await listed(`account=${south}`)).toEqual([southRun]);
    expect(await listed("")).toEqual([southRun, northRun]);
    // An account the user is no member of keeps nothing of its own to them.
    expect(await listed(`account=${account}`)).toEqual([]);

    const notReader = await createSignedInUser(api, token, {
      accounts: [north, south],
      permissions: ["bots.view_bot"],
    });
    const refused = await api.request("GET", `/api/assistant_test_runs/?account=${north}`, {
      token: notReader.token,
    });
    expect(refused.status).toBe(403);
  });
});
