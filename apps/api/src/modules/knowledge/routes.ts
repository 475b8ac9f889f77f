import {
  crawlOptionsSchema,
  deleteMultiSchema,
  documentKnowledgeUpdateSchema,
  isWebAddress,
  syncScheduleSchema,
  textKnowledgeCreateSchema,
  textKnowledgeUpdateSchema,
  urlKnowledgeCreateSchema,
} from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import { CrawlInputError } from "@org/knowledge";
import type { Context } from "hono";
import type * as z from "zod/mini";
import type { AppDeps } from "../../app-deps";
import { MAX_FILE_NAME_LENGTH, PERMISSION } from "../../constants";
import { PayloadTooLargeError, ValidationError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { formFile, formText, readJson, readMultipart } from "../../http/body";
import {
  isActiveParameter,
  orderingParameter,
  pageParameters,
  searchParameter,
} from "../../http/endpoint-doc";
import { honoRoute } from "../../http/hono-route";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryBoolean, queryId, queryOrdering, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { REQUEST_SCHEMAS } from "../../http/schema-components";
import { messages } from "../../lib/validation";
import {
  createDocument,
  type DocumentFile,
  deleteDocuments,
  documentFileUrl,
  getDocument,
  listDocuments,
  readDocumentFile,
  replaceDocumentFile,
  updateDocument,
} from "./document-knowledge";
import { DocumentTooLargeError } from "./document-refused-error";
import { KNOWLEDGE_ORDERING_FIELDS } from "./knowledge-bases";
import {
  createTextKnowledge,
  deleteTextKnowledge,
  getTextKnowledge,
  listTextKnowledge,
  updateTextKnowledge,
} from "./text-knowledge";
import { createUrlKnowledge, reingestUrlKnowledge, setSyncSchedule } from "./url-knowledge";

/*
 * Permissions: reading text and URL knowledge bases takes bots.view_bot, reading
 * documents knowledge_bases.view_documentknowledge; writing takes bots.change_bot, except
 * crawling (creating, re-ingesting, exploring a URL kind) which takes
 * knowledge_bases.add_urlknowledge.
 */

const TEXT_TYPES = ["text", "url"] as const;
const accountParameter = {
  name: "account",
  description: "Keeps the knowledge bases of this account.",
  type: "integer",
} as const;
const TEXT_TAG = "Knowledge";
const DOCUMENT_TAG = "Documents";

/**
 * The knowledge bases; `afterKnowledgeChange` is told of each bot whose answers change with a
 * knowledge base turned on or off, or deleted (a new content changes them once ingested).
 */
export function knowledgeRoutes(
  deps: AppDeps,
  hooks: { afterKnowledgeChange: (botId: number) => Promise<void> },
): Endpoint[] {
  const { db, config, engine, tasks } = deps;
  const afterKnowledgeChange = async (bots: readonly number[]) => {
    for (const bot of bots) await hooks.afterKnowledgeChange(bot);
  };
  const withFileUrl = <T extends { id: number }>(c: Context<AppEnv>, document: T) => ({
    ...document,
    url: documentFileUrl(c.get("publicUrl"), document.id),
  });
  // Both an upload and a replacement: past the size limit, the 413 says it with its code.
  const readDocumentForm = (c: Context<AppEnv>, form: z.ZodMiniObject) =>
    readMultipart(c, config.maxUploadBytes, form).catch((error: unknown) => {
      if (error instanceof PayloadTooLargeError) {
        throw new DocumentTooLargeError(config.maxUploadBytes);
      }
      throw error;
    });
  const filtersOf = (c: Context<AppEnv>) => ({
    account: queryId(c, "account"),
    isActive: queryBoolean(c, "is_active"),
    search: queryText(c, "search"),
    ordering: queryOrdering(c, KNOWLEDGE_ORDERING_FIELDS),
  });

  return [
    {
      ...honoRoute(ROUTES.listTextKnowledgeBases),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "List the text and URL knowledge bases",
        tag: TEXT_TAG,
        query: [
          { name: "type", description: "Keeps one kind.", type: "string", values: TEXT_TYPES },
          accountParameter,
          isActiveParameter,
          searchParameter,
          orderingParameter(KNOWLEDGE_ORDERING_FIELDS),
          ...pageParameters,
        ],
        response: {
          status: 200,
          description: "A page of knowledge bases.",
          schema: "TextKnowledgePage",
        },
      },
      handle: async (c) => {
        const type = c.req.query("type") || undefined;
        if (type !== undefined && !TEXT_TYPES.includes(type as "text")) {
          throw new ValidationError({ type: [messages.invalidChoice(type)] });
        }
        const page = readPageRequest(c);
        const filters = { ...filtersOf(c), type: type as "text" | "url" | undefined };
        return pagedJson(c, page, await listTextKnowledge(db, config, actorOf(c), filters, page));
      },
    },
    {
      ...honoRoute(ROUTES.createTextKnowledgeBase),
      access: signedIn(PERMISSION.changeBot),
      doc: {
        summary: "Create a text knowledge base; its ingestion starts as a task",
        tag: TEXT_TAG,
        body: { schema: "TextKnowledgeCreate" },
        response: { status: 201, description: "The new knowledge base.", schema: "TextKnowledge" },
      },
      handle: async (c) => {
        const input = await readJson(c, textKnowledgeCreateSchema);
        const created = await createTextKnowledge(db, config, actorOf(c), input);
        tasks.notify();
        return c.json(created, 201);
      },
    },
    {
      ...honoRoute(ROUTES.getTextKnowledgeBase),
      access: signedIn(PERMISSION.viewBot),
      doc: {
        summary: "Read a text or URL knowledge base",
        tag: TEXT_TAG,
        response: { status: 200, description: "The knowledge base.", schema: "TextKnowledge" },
      },
      handle: async (c) => c.json(await getTextKnowledge(db, config, actorOf(c), pathId(c))),
    },
    {
      ...honoRoute(ROUTES.updateTextKnowledgeBase),
      access: signedIn(PERMISSION.changeBot),
      doc: {
        summary: "Change a text or URL knowledge base; a new text is ingested again",
        tag: TEXT_TAG,
        body: { schema: "TextKnowledgeUpdate" },
        response: {
          status: 200,
          description: "The knowledge base changed.",
          schema: "TextKnowledge",
        },
      },
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, textKnowledgeUpdateSchema);
        const { knowledgeBase, botsChanged } = await updateTextKnowledge(
          db,
          config,
          actorOf(c),
          id,
          input,
        );
        tasks.notify();
        await afterKnowledgeChange(botsChanged);
        return c.json(knowledgeBase);
      },
    },
    {
      ...honoRoute(ROUTES.deleteTextKnowledgeBase),
      access: signedIn(PERMISSION.changeBot),
      doc: {
        summary: "Delete a text or URL knowledge base",
        tag: TEXT_TAG,
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        await afterKnowledgeChange(await deleteTextKnowledge(db, actorOf(c), pathId(c)));
        return c.body(null, 204);
      },
    },
    {
      ...honoRoute(ROUTES.createUrlKnowledgeBase),
      access: signedIn(PERMISSION.addUrlknowledge),
      doc: {
        summary: "Create a URL knowledge base; crawling its site starts as a task",
        tag: TEXT_TAG,
        body: { schema: "UrlKnowledgeCreate" },
        response: {
          status: 201,
          description: "The new knowledge base and its task.",
          schema: "UrlKnowledgeCreated",
        },
      },
      handle: async (c) => {
        const input = await readJson(c, urlKnowledgeCreateSchema);
        const created = await createUrlKnowledge(db, config, actorOf(c), input);
        tasks.notify();
        return c.json(created, 201);
      },
    },
    {
      ...honoRoute(ROUTES.ingestUrlKnowledgeBase),
      access: signedIn(PERMISSION.addUrlknowledge),
      doc: {
        summary: "Crawl the site of a URL knowledge base again",
        tag: TEXT_TAG,
        response: { status: 202, description: "The task doing it.", schema: "IngestionStarted" },
      },
      handle: async (c) => {
        const task = await reingestUrlKnowledge(db, actorOf(c), pathId(c));
        tasks.notify();
        return c.json({ task }, 202);
      },
    },
    {
      ...honoRoute(ROUTES.setSyncSchedule),
      access: signedIn(PERMISSION.addUrlknowledge),
      doc: {
        summary:
          "Set when the site of a URL knowledge base is crawled again by itself: off, daily or weekly, at an hour of its account's time zone",
        tag: TEXT_TAG,
        body: { schema: "SyncSchedule" },
        response: {
          status: 200,
          description: "The knowledge base, with its schedule and when it is next due.",
          schema: "TextKnowledge",
        },
      },
      handle: async (c) => {
        const schedule = await readJson(c, syncScheduleSchema);
        return c.json(await setSyncSchedule(db, config, actorOf(c), pathId(c), schedule));
      },
    },
    {
      ...honoRoute(ROUTES.crawlSubUrls),
      access: signedIn(PERMISSION.addUrlknowledge),
      doc: {
        summary: "List the pages a crawl of a site would read",
        tag: TEXT_TAG,
        body: { schema: "CrawlOptions" },
        response: { status: 200, description: "The addresses found.", schema: "CrawlResult" },
      },
      handle: async (c) => {
        const options = await readJson(c, crawlOptionsSchema);
        const url = options.url.trim();
        if (!isWebAddress(url)) throw new ValidationError({ url: [messages.invalidUrl] });
        const { urls, errors } = await engine
          .discoverUrls({
            url,
            crawl: {
              depth: options.depth,
              maxCrawls: options.max_crawls,
              ignorePatterns: options.ignore_patterns,
            },
            crawlAllowedHosts: config.crawlAllowedHosts,
            signal: c.req.raw.signal,
          })
          .catch((error: unknown) => {
            if (error instanceof CrawlInputError)
              throw new ValidationError({ url: [error.message] });
            throw error;
          });
        // Nothing found because the address itself could not be read: say why, on the field.
        const failure = errors[0];
        if (urls.length === 0 && failure) throw new ValidationError({ url: [failure.message] });
        return c.json({ urls });
      },
    },
    {
      ...honoRoute(ROUTES.listDocumentKnowledgeBases),
      access: signedIn(PERMISSION.viewDocumentknowledge),
      doc: {
        summary: "List the document knowledge bases",
        tag: DOCUMENT_TAG,
        query: [
          accountParameter,
          isActiveParameter,
          searchParameter,
          orderingParameter(KNOWLEDGE_ORDERING_FIELDS),
          ...pageParameters,
        ],
        response: {
          status: 200,
          description: "A page of documents.",
          schema: "DocumentKnowledgePage",
        },
      },
      handle: async (c) => {
        const page = readPageRequest(c);
        const result = await listDocuments(db, config, actorOf(c), filtersOf(c), page);
        return pagedJson(c, page, {
          count: result.count,
          rows: result.rows.map((row) => withFileUrl(c, row)),
        });
      },
    },
    {
      ...honoRoute(ROUTES.uploadDocument),
      access: signedIn(PERMISSION.changeBot, PERMISSION.viewDocumentknowledge),
      doc: {
        summary: "Upload a document (PDF, text, Markdown, HTML, Word); reading it starts as a task",
        tag: DOCUMENT_TAG,
        body: { schema: "DocumentUpload", mediaType: "multipart/form-data" },
        response: { status: 201, description: "The new document.", schema: "DocumentKnowledge" },
        refusal: {
          schema: "DocumentRefusal",
          description:
            "a file that cannot be read is refused with a 400 whose `code` says why (unsupported_type, unreadable, too_large, empty); a file over the upload limit with a 413 whose `code` is too_large",
        },
      },
      handle: async (c) => {
        const form = await readDocumentForm(c, REQUEST_SCHEMAS.DocumentUpload);
        const name = formText(form, "name", 200);
        const created = await createDocument(db, config, actorOf(c), {
          name,
          account: accountField(form),
          ...(await documentFile(form)),
        });
        tasks.notify();
        return c.json(withFileUrl(c, created), 201);
      },
    },
    {
      ...honoRoute(ROUTES.getDocumentKnowledgeBase),
      access: signedIn(PERMISSION.viewDocumentknowledge),
      doc: {
        summary: "Read a document knowledge base",
        tag: DOCUMENT_TAG,
        response: { status: 200, description: "The document.", schema: "DocumentKnowledge" },
      },
      handle: async (c) =>
        c.json(withFileUrl(c, await getDocument(db, config, actorOf(c), pathId(c)))),
    },
    {
      ...honoRoute(ROUTES.updateDocumentKnowledgeBase),
      access: signedIn(PERMISSION.changeBot, PERMISSION.viewDocumentknowledge),
      doc: {
        summary: "Rename, activate or deactivate a document",
        tag: DOCUMENT_TAG,
        body: { schema: "DocumentKnowledgeUpdate" },
        response: {
          status: 200,
          description: "The document changed.",
          schema: "DocumentKnowledge",
        },
      },
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, documentKnowledgeUpdateSchema);
        const { knowledgeBase, botsChanged } = await updateDocument(
          db,
          config,
          actorOf(c),
          id,
          input,
        );
        await afterKnowledgeChange(botsChanged);
        return c.json(withFileUrl(c, knowledgeBase));
      },
    },
    {
      ...honoRoute(ROUTES.getDocumentFile),
      access: signedIn(PERMISSION.viewDocumentknowledge),
      doc: {
        summary: "Download the uploaded file",
        tag: DOCUMENT_TAG,
        response: {
          status: 200,
          description: "The file, as an attachment.",
          mediaType: "application/octet-stream",
        },
      },
      handle: async (c) => {
        const file = await readDocumentFile(db, actorOf(c), pathId(c));
        // Served as an attachment of no particular type: an uploaded HTML file must not run here.
        return c.body(new Uint8Array(file.content), 200, {
          "Content-Type": "application/octet-stream",
          "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          "X-Content-Type-Options": "nosniff",
        });
      },
    },
    {
      ...honoRoute(ROUTES.replaceDocumentFile),
      access: signedIn(PERMISSION.changeBot, PERMISSION.viewDocumentknowledge),
      doc: {
        summary:
          "Replace the file of a document; reading it again starts as a task, which keeps the passages that did not change",
        tag: DOCUMENT_TAG,
        body: { schema: "DocumentReplacement", mediaType: "multipart/form-data" },
        response: {
          status: 200,
          description: "The document, with its new file.",
          schema: "DocumentKnowledge",
        },
        refusal: {
          schema: "DocumentRefusal",
          description:
            "a file that cannot be read is refused as at upload (400 or 413 with a `code`), and the document keeps its file",
        },
      },
      handle: async (c) => {
        const id = pathId(c);
        const form = await readDocumentForm(c, REQUEST_SCHEMAS.DocumentReplacement);
        const replaced = await replaceDocumentFile(
          db,
          config,
          actorOf(c),
          id,
          await documentFile(form),
        );
        tasks.notify();
        return c.json(withFileUrl(c, replaced));
      },
    },
    {
      ...honoRoute(ROUTES.deleteDocumentKnowledgeBases),
      access: signedIn(PERMISSION.changeBot, PERMISSION.viewDocumentknowledge),
      doc: {
        summary: "Delete several documents",
        tag: DOCUMENT_TAG,
        body: { schema: "DeleteMulti" },
        response: { status: 204, description: "Deleted." },
      },
      handle: async (c) => {
        const { ids } = await readJson(c, deleteMultiSchema);
        await afterKnowledgeChange(await deleteDocuments(db, actorOf(c), ids));
        return c.body(null, 204);
      },
    },
  ];
}

/** The `document` field of an upload or replacement form, as the service takes it. */
async function documentFile(form: FormData): Promise<DocumentFile> {
  const file = formFile(form, "document", MAX_FILE_NAME_LENGTH);
  return {
    fileName: file.name,
    contentType: file.type,
    content: new Uint8Array(await file.arrayBuffer()),
  };
}

/** The optional `account` field of an upload form. */
function accountField(form: FormData): number | undefined {
  const raw = form.get("account");
  if (raw === null || raw === "") return undefined;
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) {
    throw new ValidationError({ account: [messages.integer] });
  }
  return Number(raw);
}
