import {
  assistantTestPayloadSchema,
  assistantTestUpdateSchema,
  testRunRequestSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { ValidationError } from "../../errors";
import { readJson } from "../../http/body";
import { botIdParameter, pageParameters, requiredBotIdParameter } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryId } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { messages } from "../../lib/validation";
import { MAX_PROPOSALS, proposeTests } from "./proposals";
import { getTestRunDetail, listTestRuns, startTestRun } from "./runs";
import {
  createAssistantTest,
  deleteAssistantTest,
  getAssistantTest,
  listAssistantTests,
  updateAssistantTest,
} from "./store";

const TAG = "Assistant tests";

/**
 * The questions kept to test an assistant and their runs, with the bots.*_assistanttest
 * permissions (`run_assistanttest` to start a run).
 */
export function assistantTestRoutes(deps: AppDeps): Endpoint[] {
  const { db, tasks } = deps;
  return [
    {
      ...honoRoute(ROUTES.listAssistantTests),
      access: signedIn(PERMISSION.viewAssistanttest),
      doc: {
        summary: "List the tests, in the order they were written, each with its last result",
        tag: TAG,
        query: [botIdParameter, ...pageParameters],
        response: { status: 200, description: "A page of tests.", schema: "AssistantTestPage" },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = { botId: queryId(c, "bot_id") };
        return pagedJson(c, page, await listAssistantTests(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.createAssistantTest),
      access: signedIn(PERMISSION.addAssistanttest),
      doc: {
        summary:
          "Keep a question with what a right answer is: the field its `expect` names is required",
        tag: TAG,
        body: { schema: "AssistantTestPayload" },
        response: { status: 201, description: "The test.", schema: "AssistantTest" },
      },
      handle: async (c) => {
        const input = await readJson(c, assistantTestPayloadSchema);
        return c.json(await createAssistantTest(db, actorOf(c), input), 201);
      },
    },
    {
      ...honoRoute(ROUTES.proposeAssistantTests),
      access: signedIn(PERMISSION.viewAssistanttest),
      doc: {
        summary: `Propose questions from the headings of a bot's pages that no test asks yet (at most ${MAX_PROPOSALS}), each with its page`,
        tag: TAG,
        query: [requiredBotIdParameter],
        response: {
          status: 200,
          description: "The proposed questions; nothing is written.",
          schema: "TestProposalList",
        },
      },
      handle: async (c) => {
        const botId = queryId(c, "bot_id");
        if (botId === undefined) throw new ValidationError({ bot_id: [messages.required] });
        return c.json(await proposeTests(db, actorOf(c), botId));
      },
    },
    {
      ...honoRoute(ROUTES.getAssistantTest),
      access: signedIn(PERMISSION.viewAssistanttest),
      doc: {
        summary: "Read a test",
        tag: TAG,
        response: { status: 200, description: "The test.", schema: "AssistantTest" },
      },
      handle: async (c) => c.json(await getAssistantTest(db, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.updateAssistantTest),
      access: signedIn(PERMISSION.changeAssistanttest),
      doc: {
        summary: "Change a test's question or what a right answer is",
        tag: TAG,
        body: { schema: "AssistantTestUpdate" },
        response: { status: 200, description: "The test.", schema: "AssistantTest" },
      },
      handle: async (c) => {
        const changes = await readJson(c, assistantTestUpdateSchema);
        return c.json(await updateAssistantTest(db, actorOf(c), pathId(c), changes));
      },
    },
    {
      ...honoRoute(ROUTES.deleteAssistantTest),
      access: signedIn(PERMISSION.deleteAssistanttest),
      doc: {
        summary: "Delete a test; the runs that asked it keep its result",
        tag: TAG,
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        await deleteAssistantTest(db, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
    {
      ...honoRoute(ROUTES.listAssistantTestRuns),
      access: signedIn(PERMISSION.viewAssistanttest),
      doc: {
        summary: "List the runs of the tests, latest first, with their figures",
        tag: TAG,
        query: [
          botIdParameter,
          {
            name: "account",
            description: "Keeps the runs of this account's bots.",
            type: "integer",
          },
          ...pageParameters,
        ],
        response: {
          status: 200,
          description: "A page of runs.",
          schema: "AssistantTestRunPage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = { botId: queryId(c, "bot_id"), account: queryId(c, "account") };
        return pagedJson(c, page, await listTestRuns(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.runAssistantTests),
      access: signedIn(PERMISSION.runAssistanttest),
      doc: {
        summary:
          "Run a bot's tests (a task; a run of that bot still waiting is reused); a 400 when it has none",
        tag: TAG,
        body: { schema: "TestRunRequest" },
        response: { status: 201, description: "The run, queued.", schema: "AssistantTestRun" },
      },
      handle: async (c) => {
        const { bot } = await readJson(c, testRunRequestSchema);
        const run = await startTestRun(db, actorOf(c), bot);
        tasks.notify();
        return c.json(run, 201);
      },
    },
    {
      ...honoRoute(ROUTES.getAssistantTestRun),
      access: signedIn(PERMISSION.viewAssistanttest),
      doc: {
        summary:
          "Read a run with each test's result and how it changed since the run before, failed first",
        tag: TAG,
        response: { status: 200, description: "The run.", schema: "AssistantTestRunDetail" },
      },
      handle: async (c) => c.json(await getTestRunDetail(db, actorOf(c), pathId(c))),
    },
  ];
}
