import { describe, expect, it } from "vitest";
import { paged, textKnowledgeJson } from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import {
  crawlSubUrls,
  createTextKnowledgeBase,
  createUrlKnowledgeBase,
  deleteTextKnowledgeBase,
  getTextKnowledgeBase,
  ingestUrlKnowledgeBase,
  listTextKnowledgeBases,
  listUrlKnowledgeBases,
  updateTextKnowledgeBase,
} from "./knowledge";

const context = setUpTestContext();

describe("text and URL knowledge bases", () => {
  it("lists from GET /api/text_knowledge_bases/?format=json with filters", async () => {
    context.server.respond("GET", "/api/text_knowledge_bases/", {
      json: paged([textKnowledgeJson(1), textKnowledgeJson(2, "url")]),
    });
    const page = await listTextKnowledgeBases(context.client, {
      is_active: true,
      ordering: "-updated_at",
    });
    expect(context.server.onlyRequest().query).toEqual({
      format: "json",
      is_active: "true",
      ordering: "-updated_at",
    });
    expect(page.results.map((base) => [base.type, base.value])).toEqual([
      ["text", "Horaires: 9h-17h"],
      ["url", "https://example.org/"],
    ]);
  });

  it("lists the URL kind from the text endpoint with type=url", async () => {
    context.server.respond("GET", "/api/text_knowledge_bases/", {
      json: [textKnowledgeJson(2, "url")],
    });
    const page = await listUrlKnowledgeBases(context.client, { search: "site" });
    expect(context.server.onlyRequest().query).toEqual({
      format: "json",
      search: "site",
      type: "url",
    });
    expect(page.results[0]?.value).toBe("https://example.org/");
  });

  it("reads, creates, updates and deletes on the text endpoint", async () => {
    context.server.respond("GET", "/api/text_knowledge_bases/1/", { json: textKnowledgeJson(1) });
    context.server.respond("POST", "/api/text_knowledge_bases/", { json: textKnowledgeJson(3) });
    context.server.respond("PATCH", "/api/text_knowledge_bases/3/", { json: textKnowledgeJson(3) });
    context.server.respond("DELETE", "/api/text_knowledge_bases/3/", { status: 204 });

    await expect(getTextKnowledgeBase(context.client, 1)).resolves.toMatchObject({ id: 1 });
    await createTextKnowledgeBase(context.client, { name: "FAQ", value: "Q/R" });
    await updateTextKnowledgeBase(context.client, 3, { is_active: false });
    await deleteTextKnowledgeBase(context.client, 3);

    expect(
      context.server.requests.map(({ method, path, body }) => ({ method, path, body })),
    ).toEqual([
      { method: "GET", path: "/api/text_knowledge_bases/1/", body: undefined },
      { method: "POST", path: "/api/text_knowledge_bases/", body: { name: "FAQ", value: "Q/R" } },
      { method: "PATCH", path: "/api/text_knowledge_bases/3/", body: { is_active: false } },
      { method: "DELETE", path: "/api/text_knowledge_bases/3/", body: undefined },
    ]);
  });
});

describe("crawling", () => {
  it("asks POST /api/url_knowledge_bases/get_all_sub_urls with the url trimmed", async () => {
    context.server.respond("POST", "/api/url_knowledge_bases/get_all_sub_urls", {
      json: { urls: ["https://example.org/", "https://example.org/a"] },
    });
    const result = await crawlSubUrls(context.client, {
      url: "  https://example.org/ \n",
      depth: 2,
      max_crawls: 10,
      ignore_patterns: ["/private"],
    });
    expect(result.urls).toHaveLength(2);
    expect(context.server.onlyRequest().body).toEqual({
      url: "https://example.org/",
      depth: 2,
      max_crawls: 10,
      ignore_patterns: ["/private"],
    });
  });

  it("creates a URL knowledge base with POST /api/url_knowledge_bases/ and gives its task", async () => {
    context.server.respond("POST", "/api/url_knowledge_bases/", {
      status: 201,
      json: { ...textKnowledgeJson(4, "url"), task: 31 },
    });
    const created = await createUrlKnowledgeBase(context.client, {
      name: "Site",
      url: " https://example.org/ ",
      depth: 1,
    });
    expect(created.taskId).toBe(31);
    expect(created.knowledgeBase).toMatchObject({ id: 4, type: "url" });
    expect(context.server.onlyRequest().body).toEqual({
      name: "Site",
      url: "https://example.org/",
      depth: 1,
    });
  });

  it("re-ingests with POST /api/url_knowledge_bases/{id}/ingest/ and gives the task id", async () => {
    context.server.respond("POST", "/api/url_knowledge_bases/4/ingest/", { json: { task: 32 } });
    await expect(ingestUrlKnowledgeBase(context.client, 4)).resolves.toBe(32);
    expect(context.server.onlyRequest().method).toBe("POST");
  });
});
