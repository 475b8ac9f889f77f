import {
  CURATED_ANSWER_CSV_COLUMNS,
  curatedAnswerImportSchema,
  curatedAnswerPayloadSchema,
  curatedAnswerUpdateSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import type { AppDeps } from "../../app-deps";
import { PERMISSION } from "../../constants";
import { ValidationError } from "../../errors";
import { readJson } from "../../http/body";
import {
  botIdParameter,
  pageParameters,
  requiredBotIdParameter,
  searchParameter,
} from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryId, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { messages } from "../../lib/validation";
import { exportCuratedAnswers, importCuratedAnswers, MAX_IMPORTED_ROWS } from "./csv-exchange";
import {
  createCuratedAnswer,
  deleteCuratedAnswer,
  getCuratedAnswer,
  listCuratedAnswers,
  updateCuratedAnswer,
} from "./store";

const TAG = "Curated answers";

/** The columns of the export, as it names them. */
const CURATED_COLUMNS = Object.values(CURATED_ANSWER_CSV_COLUMNS);

/**
 * The answers an organisation writes itself, per bot, with the bots.*_curatedanswer permissions;
 * `afterChange` is told of the bot whose curated answers changed, once the change is made.
 */
export function curatedAnswerRoutes(
  deps: AppDeps,
  { afterChange }: { afterChange: (botId: number) => Promise<void> },
): Endpoint[] {
  const { db } = deps;
  return [
    {
      ...honoRoute(ROUTES.listCuratedAnswers),
      access: signedIn(PERMISSION.viewCuratedanswer),
      doc: {
        summary: "List the curated answers, latest changed first",
        tag: TAG,
        query: [
          botIdParameter,
          {
            ...searchParameter,
            description: "Keeps those whose question, a wording or the answer holds this text.",
          },
          {
            name: "question",
            description:
              "Keeps the one whose question is this one, case aside: the answer a bot already gives to it.",
            type: "string",
          },
          ...pageParameters,
        ],
        response: {
          status: 200,
          description: "A page of curated answers.",
          schema: "CuratedAnswerPage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const filters = {
          botId: queryId(c, "bot_id"),
          search: queryText(c, "search"),
          question: queryText(c, "question"),
        };
        return pagedJson(c, page, await listCuratedAnswers(db, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.createCuratedAnswer),
      access: signedIn(PERMISSION.addCuratedanswer),
      doc: {
        summary:
          "Write a curated answer; given a question to improve (`missed_question`), it is marked fixed",
        tag: TAG,
        body: { schema: "CuratedAnswerPayload" },
        response: { status: 201, description: "The curated answer.", schema: "CuratedAnswer" },
      },
      handle: async (c) => {
        const input = await readJson(c, curatedAnswerPayloadSchema);
        const created = await createCuratedAnswer(deps, actorOf(c), input);
        await afterChange(created.bot);
        return c.json(created, 201);
      },
    },
    {
      ...honoRoute(ROUTES.exportCuratedAnswers),
      access: signedIn(PERMISSION.viewCuratedanswer),
      doc: {
        summary: `Download a bot's curated answers as CSV (${CURATED_COLUMNS.join(", ")})`,
        tag: TAG,
        query: [{ ...requiredBotIdParameter, description: "The bot whose answers are exported." }],
        response: {
          status: 200,
          description: `A CSV file for spreadsheets in French, imported back as it is: UTF-8 with a byte order mark, fields separated by semicolons (otherwise RFC 4180), a header line naming the columns in French (${CURATED_COLUMNS.map((name) => `\`${name}\``).join(", ")}), one line per answer, the wordings one per line of their cell, the answer in Markdown.`,
          mediaType: "text/csv",
        },
      },
      handle: async (c) => {
        const botId = queryId(c, "bot_id");
        if (botId === undefined) throw new ValidationError({ bot_id: [messages.required] });
        const csv = await exportCuratedAnswers(deps, actorOf(c), botId);
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="reponses-validees-${botId}.csv"`,
        });
      },
    },
    {
      ...honoRoute(ROUTES.importCuratedAnswers),
      access: signedIn(PERMISSION.addCuratedanswer, PERMISSION.changeCuratedanswer),
      doc: {
        summary: `Import curated answers from CSV (at most ${MAX_IMPORTED_ROWS}), separated by semicolons or commas, its columns named as the export names them or by their fields (${Object.keys(CURATED_ANSWER_CSV_COLUMNS).join(", ")}): a question the bot already answers is updated, another added; one wrong line writes nothing`,
        tag: TAG,
        body: { schema: "CuratedAnswerImport" },
        response: {
          status: 200,
          description: "How many answers were added and updated.",
          schema: "CuratedAnswerImportResult",
        },
      },
      handle: async (c) => {
        const input = await readJson(c, curatedAnswerImportSchema);
        const imported = await importCuratedAnswers(deps, actorOf(c), input);
        await afterChange(input.bot);
        return c.json(imported);
      },
    },
    {
      ...honoRoute(ROUTES.getCuratedAnswer),
      access: signedIn(PERMISSION.viewCuratedanswer),
      doc: {
        summary: "Read a curated answer",
        tag: TAG,
        response: { status: 200, description: "The curated answer.", schema: "CuratedAnswer" },
      },
      handle: async (c) => c.json(await getCuratedAnswer(db, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.updateCuratedAnswer),
      access: signedIn(PERMISSION.changeCuratedanswer),
      doc: {
        summary:
          "Change a curated answer; `wordings` replaces the other wordings; given a question to improve (`missed_question`), it is marked fixed",
        tag: TAG,
        body: { schema: "CuratedAnswerUpdate" },
        response: { status: 200, description: "The curated answer.", schema: "CuratedAnswer" },
      },
      handle: async (c) => {
        const changes = await readJson(c, curatedAnswerUpdateSchema);
        const updated = await updateCuratedAnswer(deps, actorOf(c), pathId(c), changes);
        await afterChange(updated.bot);
        return c.json(updated);
      },
    },
    {
      ...honoRoute(ROUTES.deleteCuratedAnswer),
      access: signedIn(PERMISSION.deleteCuratedanswer),
      doc: {
        summary: "Delete a curated answer; the messages it gave keep their text",
        tag: TAG,
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        const deleted = await deleteCuratedAnswer(db, actorOf(c), pathId(c));
        await afterChange(deleted.bot);
        return c.body(null, 204);
      },
    },
  ];
}
