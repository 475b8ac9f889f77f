import {
  missedQuestionStatusSchema,
  missedQuestionsUpdateSchema,
  missedQuestionUpdateSchema,
  missKindSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { readJson } from "../../http/body";
import { botIdParameter, pageParameters, type QueryParameter } from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryChoice, queryId, queryMoment } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import {
  getMissedQuestion,
  listMissedQuestions,
  type MissFilters,
  setMissedQuestionStatus,
  setMissedQuestionsStatus,
} from "./inbox";

const TAG = "Questions to improve";

/** The filters of the misses counted, for the list and for one question. */
const MISS_PARAMETERS: readonly QueryParameter[] = [
  {
    name: "kind",
    description:
      "Counts the misses of this kind only: the assistant did not know (`no_answer`), the visitor disliked the answer (`disliked`), or the passage behind it covered too little of the question (`low_confidence`).",
    type: "string",
    values: missKindSchema.options,
  },
  {
    name: "since",
    description:
      "Counts the misses from this moment on (ISO 8601; a date alone is midnight UTC, a time without an offset is UTC).",
    type: "string",
  },
  {
    name: "until",
    description: "Counts the misses before this moment (ISO 8601).",
    type: "string",
  },
];

function missFilters(c: Context): MissFilters {
  return {
    kind: queryChoice(c, "kind", missKindSchema.options),
    since: queryMoment(c, "since"),
    until: queryMoment(c, "until"),
  };
}

/** The questions the assistants missed: read with chats.view_missedquestion, marked with change. */
export function missedQuestionRoutes(deps: AppDeps): Endpoint[] {
  const { db } = deps;
  return [
    {
      ...honoRoute(ROUTES.listMissedQuestions),
      access: signedIn(PERMISSION.viewMissedquestion),
      doc: {
        summary:
          "List the questions the assistants missed, each wording alike counted once, most missed first",
        tag: TAG,
        query: [
          botIdParameter,
          {
            name: "account",
            description: "Keeps the questions of this account's bots.",
            type: "integer",
          },
          {
            name: "status",
            description: "Keeps the questions marked so.",
            type: "string",
            values: missedQuestionStatusSchema.options,
          },
          ...MISS_PARAMETERS,
          ...pageParameters,
        ],
        response: {
          status: 200,
          description:
            "A page of missed questions; those with no miss of the kind and period asked are left out.",
          schema: "MissedQuestionPage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = {
          ...missFilters(c),
          botId: queryId(c, "bot_id"),
          account: queryId(c, "account"),
          status: queryChoice(c, "status", missedQuestionStatusSchema.options),
        };
        return pagedJson(c, page, await listMissedQuestions(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.getMissedQuestion),
      access: signedIn(PERMISSION.viewMissedquestion),
      doc: {
        summary: "Read a missed question with its latest misses",
        tag: TAG,
        query: MISS_PARAMETERS,
        response: {
          status: 200,
          description: "The question, its figures and its latest misses.",
          schema: "MissedQuestionDetail",
        },
      },
      handle: async (c) =>
        c.json(await getMissedQuestion(db, actorOf(c), pathId(c), missFilters(c))),
    },
    {
      ...honoRoute(ROUTES.setMissedQuestionStatus),
      access: signedIn(PERMISSION.changeMissedquestion),
      doc: {
        summary: "Mark a missed question to do, fixed or ignored",
        tag: TAG,
        body: { schema: "MissedQuestionUpdate" },
        response: { status: 200, description: "The question marked.", schema: "MissedQuestion" },
      },
      handle: async (c) => {
        const { status } = await readJson(c, missedQuestionUpdateSchema);
        return c.json(await setMissedQuestionStatus(db, actorOf(c), pathId(c), status));
      },
    },
    {
      ...honoRoute(ROUTES.setMissedQuestionsStatus),
      access: signedIn(PERMISSION.changeMissedquestion),
      doc: {
        summary: "Mark several missed questions to do, fixed or ignored at once",
        tag: TAG,
        body: { schema: "MissedQuestionsUpdate" },
        response: {
          status: 204,
          description:
            "All marked; when one of them is not the user's, none is and the error names it.",
        },
      },
      handle: async (c) => {
        const { ids, status } = await readJson(c, missedQuestionsUpdateSchema);
        await setMissedQuestionsStatus(db, actorOf(c), ids, status);
        return c.body(null, 204);
      },
    },
  ];
}
