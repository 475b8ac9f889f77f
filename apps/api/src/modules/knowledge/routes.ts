import {
  crawlOptionsSchema,
  deleteMultiSchema,
  documentKnowledgeUpdateSchema,
  textKnowledgeCreateSchema,
  textKnowledgeUpdateSchema,
  urlKnowledgeCreateSchema,
} from "@org/api-client";
import { CrawlInputError } from "@org/knowledge";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { PayloadTooLargeError, ValidationError } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { formText, readJson, readMultipart } from "../../http/body";
import { pagedJson, readPageRequest } from "../../http/pagination";
import { queryBoolean, queryOrdering, queryText } from "../../http/query-params";
import { actorOf, type Endpoint, pathId, signedIn } from "../../http/router";
import { messages } from "../../http/validation";
import { isHttpUrl } from "../../urls";
import { DocumentTooLargeError } from "./document-refused-error";
import {
  createDocument,
  createTextKnowledge,
  createUrlKnowledge,
  deleteDocuments,
  deleteTextKnowledge,
  documentFileUrl,
  getDocument,
  getTextKnowledge,
  KNOWLEDGE_ORDERING_FIELDS,
  listDocuments,
  listTextKnowledge,
  readDocumentFile,
  reingestUrlKnowledge,
  updateDocument,
  updateTextKnowledge,
} from "./service";

/*
 * Permissions: reading text and URL knowledge bases takes bots.view_bot, reading
 * documents knowledge_bases.view_documentknowledge; writing takes bots.change_bot, except
 * crawling (creating, re-ingesting, exploring a URL kind) which takes
 * knowledge_bases.add_urlknowledge.
 */

const TEXT_TYPES = ["text", "url"] as const;

export function knowledgeRoutes(deps: AppDeps): Endpoint[] {
  const { db, config, engine, tasks } = deps;
  const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
  const withFileUrl = <T extends { id: number }>(c: Context<AppEnv>, document: T) => ({
    ...document,
    url: documentFileUrl(origin(c), document.id),
  });
  const filtersOf = (c: Context<AppEnv>) => ({
    isActive: queryBoolean(c, "is_active"),
    search: queryText(c, "search"),
    ordering: queryOrdering(c, KNOWLEDGE_ORDERING_FIELDS),
  });

  return [
    {
      method: "GET",
      path: "/api/text_knowledge_bases/",
      access: signedIn("bots.view_bot"),
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
      method: "POST",
      path: "/api/text_knowledge_bases/",
      access: signedIn("bots.change_bot"),
      handle: async (c) => {
        const input = await readJson(c, textKnowledgeCreateSchema);
        const created = await createTextKnowledge(db, config, actorOf(c), input);
        tasks.notify();
        return c.json(created, 201);
      },
    },
    {
      method: "GET",
      path: "/api/text_knowledge_bases/:id{[0-9]+}/",
      access: signedIn("bots.view_bot"),
      handle: async (c) => c.json(await getTextKnowledge(db, config, actorOf(c), pathId(c))),
    },
    {
      method: "PATCH",
      path: "/api/text_knowledge_bases/:id{[0-9]+}/",
      access: signedIn("bots.change_bot"),
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, textKnowledgeUpdateSchema);
        const updated = await updateTextKnowledge(db, config, actorOf(c), id, input);
        tasks.notify();
        return c.json(updated);
      },
    },
    {
      method: "DELETE",
      path: "/api/text_knowledge_bases/:id{[0-9]+}/",
      access: signedIn("bots.change_bot"),
      handle: async (c) => {
        await deleteTextKnowledge(db, actorOf(c), pathId(c));
        return c.body(null, 204);
      },
    },
    {
      method: "POST",
      path: "/api/url_knowledge_bases/",
      access: signedIn("knowledge_bases.add_urlknowledge"),
      handle: async (c) => {
        const input = await readJson(c, urlKnowledgeCreateSchema);
        const created = await createUrlKnowledge(db, config, actorOf(c), input);
        tasks.notify();
        return c.json(created, 201);
      },
    },
    {
      method: "POST",
      path: "/api/url_knowledge_bases/:id{[0-9]+}/ingest/",
      access: signedIn("knowledge_bases.add_urlknowledge"),
      handle: async (c) => {
        const task = await reingestUrlKnowledge(db, actorOf(c), pathId(c));
        tasks.notify();
        return c.json({ task }, 202);
      },
    },
    {
      method: "POST",
      path: "/api/url_knowledge_bases/get_all_sub_urls",
      access: signedIn("knowledge_bases.add_urlknowledge"),
      handle: async (c) => {
        const options = await readJson(c, crawlOptionsSchema);
        const url = options.url.trim();
        if (!isHttpUrl(url)) throw new ValidationError({ url: [messages.invalidUrl] });
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
      method: "GET",
      path: "/api/document_knowledge_bases/",
      access: signedIn("knowledge_bases.view_documentknowledge"),
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
      method: "POST",
      path: "/api/document_knowledge_bases/",
      access: signedIn("bots.change_bot", "knowledge_bases.view_documentknowledge"),
      handle: async (c) => {
        const form = await readMultipart(c, config.maxUploadBytes).catch((error: unknown) => {
          if (error instanceof PayloadTooLargeError) {
            throw new DocumentTooLargeError(config.maxUploadBytes);
          }
          throw error;
        });
        const name = formText(form, "name", 200);
        const file = form.get("document");
        if (file === null) throw new ValidationError({ document: ["No file was submitted."] });
        if (typeof file === "string") {
          throw new ValidationError({
            document: ["The submitted data was not a file. Check the encoding type on the form."],
          });
        }
        const created = await createDocument(db, config, actorOf(c), {
          name,
          account: accountField(form),
          fileName: file.name,
          contentType: file.type,
          content: new Uint8Array(await file.arrayBuffer()),
        });
        tasks.notify();
        return c.json(withFileUrl(c, created), 201);
      },
    },
    {
      method: "GET",
      path: "/api/document_knowledge_bases/:id{[0-9]+}/",
      access: signedIn("knowledge_bases.view_documentknowledge"),
      handle: async (c) =>
        c.json(withFileUrl(c, await getDocument(db, config, actorOf(c), pathId(c)))),
    },
    {
      method: "PATCH",
      path: "/api/document_knowledge_bases/:id{[0-9]+}/",
      access: signedIn("bots.change_bot", "knowledge_bases.view_documentknowledge"),
      handle: async (c) => {
        const id = pathId(c);
        const input = await readJson(c, documentKnowledgeUpdateSchema);
        return c.json(withFileUrl(c, await updateDocument(db, config, actorOf(c), id, input)));
      },
    },
    {
      method: "GET",
      path: "/api/document_knowledge_bases/:id{[0-9]+}/file/",
      access: signedIn("knowledge_bases.view_documentknowledge"),
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
      method: "POST",
      path: "/api/document_knowledge_bases/delete_multi",
      access: signedIn("bots.change_bot", "knowledge_bases.view_documentknowledge"),
      handle: async (c) => {
        const { ids } = await readJson(c, deleteMultiSchema);
        await deleteDocuments(db, actorOf(c), ids);
        return c.body(null, 204);
      },
    },
  ];
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
