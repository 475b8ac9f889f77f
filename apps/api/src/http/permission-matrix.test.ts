import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, type Permission } from "../constants";
import { issueToken } from "../modules/auth/service";
import { placeholderEngine } from "../modules/knowledge/placeholder-engine";
import {
  createAccountViaApi,
  credentialsOf,
  insertUserWithToken,
  seededDemo,
} from "../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/*
 * Every route against five callers: anonymous, a member of the demo account holding every
 * permission but the route's, a member holding exactly the route's permissions, staff, and a
 * member of another account holding the route's permissions.
 */

type Caller = "anonymous" | "without" | "with" | "staff" | "other";
const CALLERS: Caller[] = ["anonymous", "without", "with", "staff", "other"];

/** Who a route admits: its permissions, any signed-in user, staff only, or everyone. */
type Rule = Permission[] | "signed-in" | "staff" | "public";

interface Prepared {
  path: string;
  json?: unknown;
  body?: FormData;
}

interface RouteCase {
  method: string;
  /** The route as the server mounts it. */
  route: string;
  rule: Rule;
  prepare(): Promise<Prepared>;
  expected: Record<Caller, number>;
  /** For lists: whether the prepared row shows, for a caller who got 200. */
  shows?(body: { results: { id?: number; user_id?: number }[] }): boolean;
}

const id = "{[0-9]+}";

describe("permission matrix", () => {
  let api: TestApi;
  let adminToken: string;
  let adminId: number;
  let demo: { accountId: number; botId: number; knowledgeBaseId: number };
  let otherAccountId: number;
  let sequence = 0;
  const unique = (prefix: string) => `${prefix}-${++sequence}`;

  const admin = async (method: string, path: string, json?: unknown) => {
    const response = await api.request(method, path, { token: adminToken, json });
    if (response.status >= 300) {
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body;
  };
  const newBot = async () =>
    (await admin("POST", "/api/bots/", { account: demo.accountId, name: unique("bot") }))
      .id as number;
  const newTextBase = async () =>
    (
      await admin("POST", "/api/text_knowledge_bases/", {
        name: unique("text"),
        value: "Contenu",
        account: demo.accountId,
      })
    ).id as number;
  const newDocument = async () => {
    const form = new FormData();
    form.append("name", unique("doc"));
    form.append("account", String(demo.accountId));
    form.append("document", new File(["Bonjour"], "note.txt", { type: "text/plain" }));
    const response = await api.request("POST", "/api/document_knowledge_bases/", {
      token: adminToken,
      body: form,
    });
    return response.body.id as number;
  };
  const newSession = async () =>
    (await api.request("POST", "/api/sessions/start", { json: { bot_id: demo.botId } })).body as {
      session_id: number;
      session_secret: string;
    };
  const newAnswer = async () => {
    const session = await newSession();
    const answer = await api.request("POST", "/api/sessions/message", {
      json: { ...credentialsOf(session), message: "Où garer ma voiture ?" },
    });
    return answer.body.id as number;
  };
  /** A question the demo bot missed: an answer disliked. */
  const newMissedQuestion = async () => {
    const answer = await newAnswer();
    await admin("PATCH", `/api/messages/${answer}`, { rating: -1 });
    const listed = await admin("GET", `/api/missed_questions/?bot_id=${demo.botId}`);
    return listed.results[0].id as number;
  };
  const newCuratedAnswer = async () =>
    (
      await admin("POST", "/api/curated_answers/", {
        bot: demo.botId,
        question: unique("Question"),
        answer: "Réponse.",
      })
    ).id as number;
  const newUrlKnowledge = async () =>
    (
      await admin("POST", "/api/url_knowledge_bases/", {
        name: unique("site"),
        url: "https://example.com/",
        account: demo.accountId,
      })
    ).id as number;
  const newAssistantTest = async () =>
    (
      await admin("POST", "/api/assistant_tests/", {
        bot: demo.botId,
        question: unique("Question"),
        expect: "words",
        expected_words: ["mairie"],
      })
    ).id as number;
  const newTestRun = async () => {
    await newAssistantTest();
    return (await admin("POST", "/api/assistant_test_runs/", { bot: demo.botId })).id as number;
  };
  const newUser = async () =>
    (
      await admin("POST", "/api/users/", {
        username: unique("target"),
        password: "a-long-password",
        accounts: [demo.accountId],
      })
    ).user_id as number;
  const multipartDocument = (account: number) => {
    const form = new FormData();
    form.append("name", unique("upload"));
    form.append("account", String(account));
    form.append("document", new File(["Texte du document"], "doc.txt", { type: "text/plain" }));
    return form;
  };

  // Status by caller for the usual shapes of route.
  const guarded = (ok: number, other: number): Record<Caller, number> => ({
    anonymous: 401,
    without: 403,
    with: ok,
    staff: ok,
    other,
  });
  const staffOnly = (ok: number): Record<Caller, number> => ({
    anonymous: 401,
    without: 403,
    with: 403,
    staff: ok,
    other: 403,
  });
  const anyone = (ok: number): Record<Caller, number> => ({
    anonymous: ok,
    without: ok,
    with: ok,
    staff: ok,
    other: ok,
  });
  const signedIn = (ok: number, other = ok): Record<Caller, number> => ({
    anonymous: 401,
    without: ok,
    with: ok,
    staff: ok,
    other,
  });

  const cases = (): RouteCase[] => [
    {
      method: "POST",
      route: "/api/auth/login/",
      rule: "public",
      prepare: async () => ({
        path: "/api/auth/login/",
        json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      }),
      expected: anyone(200),
    },
    {
      method: "POST",
      route: "/api/auth/logout/",
      rule: "signed-in",
      prepare: async () => ({ path: "/api/auth/logout/" }),
      expected: signedIn(200),
    },
    {
      method: "GET",
      route: "/api/auth/me/",
      rule: "signed-in",
      prepare: async () => ({ path: "/api/auth/me/" }),
      expected: signedIn(200),
    },
    {
      method: "PATCH",
      route: "/api/auth/me/",
      rule: "signed-in",
      prepare: async () => ({ path: "/api/auth/me/", json: { first_name: "Matrix" } }),
      expected: signedIn(200),
    },
    {
      method: "GET",
      route: "/api/health/",
      rule: "public",
      prepare: async () => ({ path: "/api/health/" }),
      expected: anyone(200),
    },
    {
      // The chat's privacy policy, linked from the widget of any site.
      method: "GET",
      route: "/api/privacy/",
      rule: "public",
      prepare: async () => ({ path: "/api/privacy/" }),
      expected: anyone(200),
    },
    {
      method: "GET",
      route: "/api/schema/",
      rule: "public",
      prepare: async () => ({ path: "/api/schema/" }),
      expected: anyone(200),
    },
    {
      method: "GET",
      route: "/api/auth/password-reset/",
      rule: "public",
      prepare: async () => ({ path: "/api/auth/password-reset/" }),
      expected: anyone(200),
    },
    {
      method: "POST",
      route: "/api/auth/password-reset/",
      rule: "public",
      prepare: async () => ({
        path: "/api/auth/password-reset/",
        json: { email: "x@example.com" },
      }),
      expected: anyone(200),
    },
    {
      method: "POST",
      route: "/api/auth/password-reset/confirm/",
      rule: "public",
      prepare: async () => ({
        path: "/api/auth/password-reset/confirm/",
        json: { token: "not-a-token", password: "a-long-password" },
      }),
      expected: anyone(400),
    },
    {
      method: "GET",
      route: "/api/auth/permissions/",
      rule: "signed-in",
      prepare: async () => ({ path: "/api/auth/permissions/" }),
      expected: signedIn(200),
    },
    {
      method: "GET",
      route: "/api/accounts/",
      rule: "signed-in",
      prepare: async () => ({ path: "/api/accounts/" }),
      expected: signedIn(200),
      shows: (body) => body.results.some((row) => row.id === demo.accountId),
    },
    {
      method: "POST",
      route: "/api/accounts/",
      rule: "staff",
      prepare: async () => ({ path: "/api/accounts/", json: { name: unique("account") } }),
      expected: staffOnly(201),
    },
    {
      method: "GET",
      route: `/api/accounts/:id${id}/`,
      rule: "signed-in",
      prepare: async () => ({ path: `/api/accounts/${demo.accountId}/` }),
      expected: signedIn(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/accounts/:id${id}/`,
      rule: "staff",
      prepare: async () => ({
        path: `/api/accounts/${demo.accountId}/`,
        json: { is_active: true },
      }),
      expected: staffOnly(200),
    },
    {
      method: "DELETE",
      route: `/api/accounts/:id${id}/`,
      rule: "staff",
      prepare: async () => ({
        path: `/api/accounts/${await createAccountViaApi(api, adminToken, unique("gone"))}/`,
      }),
      expected: staffOnly(204),
    },
    {
      method: "GET",
      route: "/api/users/",
      rule: ["accounts.view_user"],
      prepare: async () => ({ path: "/api/users/" }),
      expected: guarded(200, 200),
      shows: (body) => body.results.some((row) => row.user_id === adminId),
    },
    {
      method: "POST",
      route: "/api/users/",
      rule: ["accounts.add_user"],
      prepare: async () => ({
        path: "/api/users/",
        json: { username: unique("new"), password: "a-long-password", accounts: [demo.accountId] },
      }),
      expected: guarded(201, 400),
    },
    {
      method: "GET",
      route: `/api/users/:id${id}/`,
      rule: ["accounts.view_user"],
      prepare: async () => ({ path: `/api/users/${adminId}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/users/:id${id}/`,
      rule: ["accounts.change_user"],
      prepare: async () => ({
        path: `/api/users/${await newUser()}/`,
        json: { first_name: "Zoé" },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "DELETE",
      route: `/api/users/:id${id}/`,
      rule: ["accounts.delete_user"],
      prepare: async () => ({ path: `/api/users/${await newUser()}/` }),
      expected: guarded(204, 404),
    },
    {
      method: "GET",
      route: "/api/bots/",
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: "/api/bots/" }),
      expected: guarded(200, 200),
      shows: (body) => body.results.some((row) => row.id === demo.botId),
    },
    {
      method: "POST",
      route: "/api/bots/",
      rule: ["bots.add_bot"],
      prepare: async () => ({
        path: "/api/bots/",
        json: { account: demo.accountId, name: unique("b") },
      }),
      expected: guarded(201, 400),
    },
    {
      method: "OPTIONS",
      route: "/api/bots/",
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: "/api/bots/" }),
      expected: guarded(200, 200),
    },
    {
      method: "GET",
      route: "/api/bots/language-models/",
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: `/api/bots/language-models/?account=${demo.accountId}` }),
      expected: guarded(200, 400),
    },
    {
      method: "GET",
      route: `/api/bots/:id${id}/`,
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: `/api/bots/${demo.botId}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/bots/:id${id}/`,
      rule: ["bots.change_bot"],
      prepare: async () => ({ path: `/api/bots/${await newBot()}/`, json: { name: "Renommé" } }),
      expected: guarded(200, 404),
    },
    {
      method: "DELETE",
      route: `/api/bots/:id${id}/`,
      rule: ["bots.delete_bot"],
      prepare: async () => ({ path: `/api/bots/${await newBot()}/` }),
      expected: guarded(204, 404),
    },
    {
      // The widget's looks: anyone, from any site, for an active bot.
      method: "GET",
      route: `/api/bots/:id${id}/appearance/`,
      rule: "public",
      prepare: async () => ({ path: `/api/bots/${demo.botId}/appearance/` }),
      expected: anyone(200),
    },
    {
      method: "GET",
      route: "/api/text_knowledge_bases/",
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: "/api/text_knowledge_bases/?format=json" }),
      expected: guarded(200, 200),
      shows: (body) => body.results.some((row) => row.id === demo.knowledgeBaseId),
    },
    {
      method: "POST",
      route: "/api/text_knowledge_bases/",
      rule: ["bots.change_bot"],
      prepare: async () => ({
        path: "/api/text_knowledge_bases/",
        json: { name: unique("t"), value: "Du texte", account: demo.accountId },
      }),
      expected: guarded(201, 400),
    },
    {
      method: "GET",
      route: `/api/text_knowledge_bases/:id${id}/`,
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: `/api/text_knowledge_bases/${demo.knowledgeBaseId}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/text_knowledge_bases/:id${id}/`,
      rule: ["bots.change_bot"],
      prepare: async () => ({
        path: `/api/text_knowledge_bases/${await newTextBase()}/`,
        json: { name: "Autre nom" },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "DELETE",
      route: `/api/text_knowledge_bases/:id${id}/`,
      rule: ["bots.change_bot"],
      prepare: async () => ({ path: `/api/text_knowledge_bases/${await newTextBase()}/` }),
      expected: guarded(204, 404),
    },
    {
      method: "POST",
      route: "/api/url_knowledge_bases/",
      rule: ["knowledge_bases.add_urlknowledge"],
      prepare: async () => ({
        path: "/api/url_knowledge_bases/",
        json: { name: unique("site"), url: "https://example.com/", account: demo.accountId },
      }),
      expected: guarded(201, 400),
    },
    {
      method: "POST",
      route: `/api/url_knowledge_bases/:id${id}/ingest/`,
      rule: ["knowledge_bases.add_urlknowledge"],
      prepare: async () => ({
        path: `/api/url_knowledge_bases/${await newUrlKnowledge()}/ingest/`,
      }),
      expected: guarded(202, 404),
    },
    {
      method: "POST",
      route: "/api/url_knowledge_bases/get_all_sub_urls",
      rule: ["knowledge_bases.add_urlknowledge"],
      prepare: async () => ({
        path: "/api/url_knowledge_bases/get_all_sub_urls",
        json: { url: "https://example.com/" },
      }),
      // No crawler is installed in this test's server: past the access check it says so.
      expected: guarded(503, 503),
    },
    {
      method: "GET",
      route: "/api/document_knowledge_bases/",
      rule: ["knowledge_bases.view_documentknowledge"],
      prepare: async () => ({ path: "/api/document_knowledge_bases/" }),
      expected: guarded(200, 200),
    },
    {
      method: "POST",
      route: "/api/document_knowledge_bases/",
      rule: ["bots.change_bot", "knowledge_bases.view_documentknowledge"],
      prepare: async () => ({
        path: "/api/document_knowledge_bases/",
        body: multipartDocument(demo.accountId),
      }),
      expected: guarded(201, 400),
    },
    {
      method: "GET",
      route: `/api/document_knowledge_bases/:id${id}/`,
      rule: ["knowledge_bases.view_documentknowledge"],
      prepare: async () => ({ path: `/api/document_knowledge_bases/${await newDocument()}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/document_knowledge_bases/:id${id}/`,
      rule: ["bots.change_bot", "knowledge_bases.view_documentknowledge"],
      prepare: async () => ({
        path: `/api/document_knowledge_bases/${await newDocument()}/`,
        json: { name: "Nouveau nom" },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "GET",
      route: `/api/document_knowledge_bases/:id${id}/file/`,
      rule: ["knowledge_bases.view_documentknowledge"],
      prepare: async () => ({ path: `/api/document_knowledge_bases/${await newDocument()}/file/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PUT",
      route: `/api/document_knowledge_bases/:id${id}/file/`,
      rule: ["bots.change_bot", "knowledge_bases.view_documentknowledge"],
      prepare: async () => {
        const form = new FormData();
        form.append("document", new File(["Nouvelle version"], "doc.txt", { type: "text/plain" }));
        return { path: `/api/document_knowledge_bases/${await newDocument()}/file/`, body: form };
      },
      expected: guarded(200, 404),
    },
    {
      method: "POST",
      route: "/api/document_knowledge_bases/delete_multi",
      rule: ["bots.change_bot", "knowledge_bases.view_documentknowledge"],
      prepare: async () => ({
        path: "/api/document_knowledge_bases/delete_multi",
        json: { ids: [await newDocument()] },
      }),
      expected: guarded(204, 400),
    },
    {
      method: "GET",
      route: "/api/tasks/",
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: "/api/tasks/" }),
      expected: guarded(200, 200),
    },
    {
      method: "GET",
      route: `/api/tasks/:id${id}/`,
      rule: ["bots.view_bot"],
      prepare: async () => ({ path: `/api/tasks/${await failedTask()}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "POST",
      route: `/api/tasks/:id${id}/retry/`,
      rule: ["bots.change_bot"],
      prepare: async () => ({ path: `/api/tasks/${await failedTask()}/retry/` }),
      expected: guarded(200, 404),
    },
    ...contentCases("bubble-messages", "bubblemessage", { message: "Coucou" }),
    ...contentCases("shortcuts", "shortcut", { label: "Aide", value: "J'ai besoin d'aide" }),
    {
      method: "POST",
      route: "/api/sessions/start",
      rule: "public",
      prepare: async () => ({ path: "/api/sessions/start", json: { bot_id: demo.botId } }),
      expected: anyone(201),
    },
    {
      method: "POST",
      route: "/api/sessions/message",
      rule: "public",
      prepare: async () => ({
        path: "/api/sessions/message",
        json: { ...credentialsOf(await newSession()), message: "Bonjour" },
      }),
      expected: anyone(200),
    },
    {
      method: "POST",
      route: "/api/sessions/message/stream",
      rule: "public",
      prepare: async () => ({
        path: "/api/sessions/message/stream",
        json: { ...credentialsOf(await newSession()), message: "Bonjour" },
      }),
      expected: anyone(200),
    },
    {
      method: "POST",
      route: "/api/sessions/close",
      rule: "public",
      prepare: async () => ({
        path: "/api/sessions/close",
        json: credentialsOf(await newSession()),
      }),
      expected: anyone(200),
    },
    {
      // Without the session secret, rating is for signed-in users who may change the bot, and read
      // the message rated, which the answer holds.
      method: "PATCH",
      route: `/api/messages/:id${id}`,
      rule: ["bots.change_bot", "chats.view_conversation"],
      prepare: async () => ({ path: `/api/messages/${await newAnswer()}`, json: { rating: 1 } }),
      expected: guarded(200, 404),
    },
    {
      // Without the session secret, deleting a conversation is for signed-in users who may.
      method: "DELETE",
      route: `/api/sessions/:id${id}/`,
      rule: ["chats.delete_conversation"],
      prepare: async () => ({ path: `/api/sessions/${(await newSession()).session_id}/` }),
      expected: guarded(204, 404),
    },
    {
      method: "GET",
      route: `/api/sessions/:id${id}/`,
      rule: ["chats.view_conversation"],
      prepare: async () => {
        const session = await newSession();
        await api.request("POST", "/api/sessions/message", {
          json: { ...credentialsOf(session), message: "Bonjour ?" },
        });
        return { path: `/api/sessions/${session.session_id}/` };
      },
      expected: guarded(200, 404),
    },
    {
      method: "GET",
      route: "/api/sessions/",
      rule: ["chats.view_conversation"],
      prepare: async () => {
        await newAnswer();
        return { path: `/api/sessions/?bot_id=${demo.botId}` };
      },
      expected: guarded(200, 200),
      shows: (body) => body.results.length > 0,
    },
    {
      method: "GET",
      route: "/api/messages/",
      rule: ["chats.view_conversation"],
      prepare: async () => {
        await newAnswer();
        return { path: "/api/messages/" };
      },
      expected: guarded(200, 200),
      shows: (body) => body.results.length > 0,
    },
    {
      method: "GET",
      route: "/api/missed_questions/",
      rule: ["chats.view_missedquestion"],
      prepare: async () => {
        await newMissedQuestion();
        return { path: "/api/missed_questions/" };
      },
      expected: guarded(200, 200),
      shows: (body) => body.results.length > 0,
    },
    {
      method: "GET",
      route: `/api/missed_questions/:id${id}/`,
      rule: ["chats.view_missedquestion"],
      prepare: async () => ({ path: `/api/missed_questions/${await newMissedQuestion()}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/missed_questions/:id${id}/`,
      rule: ["chats.change_missedquestion"],
      prepare: async () => ({
        path: `/api/missed_questions/${await newMissedQuestion()}/`,
        json: { status: "ignored" },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: "/api/missed_questions/",
      rule: ["chats.change_missedquestion"],
      prepare: async () => ({
        path: "/api/missed_questions/",
        json: { ids: [await newMissedQuestion()], status: "ignored" },
      }),
      expected: guarded(204, 400),
    },
    {
      method: "GET",
      route: "/api/analytics/",
      rule: ["chats.view_analytics"],
      prepare: async () => ({ path: `/api/analytics/?bot_id=${demo.botId}` }),
      expected: guarded(200, 200),
    },
    {
      method: "GET",
      route: "/api/analytics/conversations/",
      rule: ["chats.view_analytics", "chats.view_conversation"],
      prepare: async () => ({ path: "/api/analytics/conversations/" }),
      expected: guarded(200, 200),
    },
    {
      method: "PUT",
      route: `/api/url_knowledge_bases/:id${id}/schedule/`,
      rule: ["knowledge_bases.add_urlknowledge"],
      prepare: async () => ({
        path: `/api/url_knowledge_bases/${await newUrlKnowledge()}/schedule/`,
        json: { frequency: "weekly", hour: 6, weekday: 2 },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "GET",
      route: "/api/assistant_tests/",
      rule: ["bots.view_assistanttest"],
      prepare: async () => {
        await newAssistantTest();
        return { path: "/api/assistant_tests/" };
      },
      expected: guarded(200, 200),
      shows: (body) => body.results.length > 0,
    },
    {
      method: "POST",
      route: "/api/assistant_tests/",
      rule: ["bots.add_assistanttest"],
      prepare: async () => ({
        path: "/api/assistant_tests/",
        json: {
          bot: demo.botId,
          question: unique("Question"),
          expect: "words",
          expected_words: ["mairie"],
        },
      }),
      expected: guarded(201, 400),
    },
    {
      method: "GET",
      route: "/api/assistant_tests/proposals/",
      rule: ["bots.view_assistanttest"],
      prepare: async () => ({ path: `/api/assistant_tests/proposals/?bot_id=${demo.botId}` }),
      expected: guarded(200, 400),
    },
    {
      method: "GET",
      route: `/api/assistant_tests/:id${id}/`,
      rule: ["bots.view_assistanttest"],
      prepare: async () => ({ path: `/api/assistant_tests/${await newAssistantTest()}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/assistant_tests/:id${id}/`,
      rule: ["bots.change_assistanttest"],
      prepare: async () => ({
        path: `/api/assistant_tests/${await newAssistantTest()}/`,
        json: { question: unique("Autre question") },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "DELETE",
      route: `/api/assistant_tests/:id${id}/`,
      rule: ["bots.delete_assistanttest"],
      prepare: async () => ({ path: `/api/assistant_tests/${await newAssistantTest()}/` }),
      expected: guarded(204, 404),
    },
    {
      method: "GET",
      route: "/api/assistant_test_runs/",
      rule: ["bots.view_assistanttest"],
      prepare: async () => {
        await newTestRun();
        return { path: "/api/assistant_test_runs/" };
      },
      expected: guarded(200, 200),
      shows: (body) => body.results.length > 0,
    },
    {
      method: "POST",
      route: "/api/assistant_test_runs/",
      rule: ["bots.run_assistanttest"],
      prepare: async () => {
        await newAssistantTest();
        return { path: "/api/assistant_test_runs/", json: { bot: demo.botId } };
      },
      expected: guarded(201, 400),
    },
    {
      method: "GET",
      route: `/api/assistant_test_runs/:id${id}/`,
      rule: ["bots.view_assistanttest"],
      prepare: async () => ({ path: `/api/assistant_test_runs/${await newTestRun()}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "GET",
      route: "/api/curated_answers/",
      rule: ["bots.view_curatedanswer"],
      prepare: async () => {
        await newCuratedAnswer();
        return { path: "/api/curated_answers/" };
      },
      expected: guarded(200, 200),
      shows: (body) => body.results.length > 0,
    },
    {
      method: "POST",
      route: "/api/curated_answers/",
      rule: ["bots.add_curatedanswer"],
      prepare: async () => ({
        path: "/api/curated_answers/",
        json: { bot: demo.botId, question: unique("Question"), answer: "Réponse." },
      }),
      expected: guarded(201, 400),
    },
    {
      method: "GET",
      route: "/api/curated_answers/export/",
      rule: ["bots.view_curatedanswer"],
      prepare: async () => ({ path: `/api/curated_answers/export/?bot_id=${demo.botId}` }),
      expected: guarded(200, 400),
    },
    {
      method: "POST",
      route: "/api/curated_answers/import/",
      rule: ["bots.add_curatedanswer", "bots.change_curatedanswer"],
      prepare: async () => ({
        path: "/api/curated_answers/import/",
        json: { bot: demo.botId, csv: `question,wordings,answer\n${unique("Question")},,Oui.\n` },
      }),
      expected: guarded(200, 400),
    },
    {
      method: "GET",
      route: `/api/curated_answers/:id${id}/`,
      rule: ["bots.view_curatedanswer"],
      prepare: async () => ({ path: `/api/curated_answers/${await newCuratedAnswer()}/` }),
      expected: guarded(200, 404),
    },
    {
      method: "PATCH",
      route: `/api/curated_answers/:id${id}/`,
      rule: ["bots.change_curatedanswer"],
      prepare: async () => ({
        path: `/api/curated_answers/${await newCuratedAnswer()}/`,
        json: { answer: "Autre réponse." },
      }),
      expected: guarded(200, 404),
    },
    {
      method: "DELETE",
      route: `/api/curated_answers/:id${id}/`,
      rule: ["bots.delete_curatedanswer"],
      prepare: async () => ({ path: `/api/curated_answers/${await newCuratedAnswer()}/` }),
      expected: guarded(204, 404),
    },
  ];

  function contentCases(base: string, model: string, fields: Record<string, string>): RouteCase[] {
    const view = `bots.view_${model}` as Permission;
    const add = `bots.add_${model}` as Permission;
    const change = `bots.change_${model}` as Permission;
    // Deleting a bubble message takes the change permission (SPEC.md section 6).
    const remove = (model === "shortcut" ? "bots.delete_shortcut" : change) as Permission;
    const newItem = async () =>
      (
        await admin("POST", `/api/${base}/`, {
          ...fields,
          bot: demo.botId,
          order: 1,
          is_active: true,
        })
      ).id as number;
    return [
      {
        method: "GET",
        route: `/api/${base}/`,
        rule: "public",
        prepare: async () => ({ path: `/api/${base}/?bot_id=${demo.botId}` }),
        expected: anyone(200),
      },
      {
        method: "POST",
        route: `/api/${base}/`,
        rule: [add],
        prepare: async () => ({
          path: `/api/${base}/`,
          json: { ...fields, bot: demo.botId, order: 3, is_active: true },
        }),
        expected: guarded(201, 400),
      },
      {
        method: "GET",
        route: `/api/${base}/:id${id}/`,
        rule: [view],
        prepare: async () => ({ path: `/api/${base}/${await newItem()}/` }),
        expected: guarded(200, 404),
      },
      {
        method: "PATCH",
        route: `/api/${base}/:id${id}/`,
        rule: [change],
        prepare: async () => ({
          path: `/api/${base}/${await newItem()}/?bot_id=${demo.botId}`,
          json: { order: 7 },
        }),
        expected: guarded(200, 404),
      },
      {
        method: "DELETE",
        route: `/api/${base}/:id${id}/`,
        rule: [remove],
        prepare: async () => ({ path: `/api/${base}/${await newItem()}/?bot_id=${demo.botId}` }),
        expected: guarded(204, 404),
      },
    ];
  }

  async function failedTask(): Promise<number> {
    const baseId = await newTextBase();
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO tasks (kind, account_id, knowledge_base_id, knowledge_base_type, status, finished_at)
       VALUES ('text_ingest', $1, $2, 'text', 'failed', now()) RETURNING id`,
      [demo.accountId, baseId],
    );
    return (rows[0] as { id: number }).id;
  }

  // Users by what they hold, made once per permission set.
  const members = new Map<string, Promise<number>>();
  function member(accountId: number, permissions: readonly string[]): Promise<number> {
    const key = `${accountId}:${[...permissions].sort().join(",")}`;
    let user = members.get(key);
    if (!user) {
      user = insertUserWithToken(api, { accounts: [accountId], permissions }).then(({ id }) => id);
      members.set(key, user);
    }
    return user;
  }

  /** A fresh token for the caller (logout revokes the one it is called with). */
  async function tokenFor(caller: Caller, rule: Rule): Promise<string | undefined> {
    const required = Array.isArray(rule) ? rule : [];
    const everything = rule === "staff" ? [...PERMISSIONS] : required;
    const allBut = PERMISSIONS.filter((permission) => !required.includes(permission));
    switch (caller) {
      case "anonymous":
        return undefined;
      case "staff":
        return issueToken(api.db, adminId, 3600);
      case "without":
        return issueToken(
          api.db,
          await member(demo.accountId, rule === "signed-in" ? [] : allBut),
          3600,
        );
      case "with":
        return issueToken(api.db, await member(demo.accountId, everything), 3600);
      case "other":
        return issueToken(api.db, await member(otherAccountId, everything), 3600);
    }
  }

  beforeAll(async () => {
    api = await startTestApi({ engine: placeholderEngine });
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    adminId = (await admin("GET", "/api/auth/me/")).user_id;
    demo = await seededDemo(api);
    otherAccountId = await createAccountViaApi(api, adminToken, "Autre compte");
  });
  afterAll(async () => {
    await api?.close();
  });

  it("covers every route the server mounts", () => {
    const covered = cases().map((routeCase) => `${routeCase.method} ${routeCase.route}`);
    const mounted = api.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect([...covered].sort()).toEqual([...mounted].sort());
  });

  it("answers each caller of each route with the expected status", {
    timeout: 180_000,
  }, async () => {
    const failures: string[] = [];
    for (const routeCase of cases()) {
      // The five callers of one route go side by side, each on a target of its own.
      await Promise.all(
        CALLERS.map(async (caller) => {
          const prepared = await routeCase.prepare();
          const token = await tokenFor(caller, routeCase.rule);
          const response = await api.request(routeCase.method, prepared.path, {
            token,
            json: prepared.json,
            body: prepared.body,
          });
          const label = `${routeCase.method} ${prepared.path} as ${caller}`;
          if (response.status !== routeCase.expected[caller]) {
            failures.push(
              `${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`,
            );
          } else if (routeCase.shows && response.status === 200) {
            const visible = routeCase.shows(response.body);
            if (visible !== (caller !== "other")) {
              failures.push(`${label}: the demo account's row is ${visible ? "shown" : "missing"}`);
            }
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
