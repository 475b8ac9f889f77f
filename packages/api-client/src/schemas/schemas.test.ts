import { describe, expect, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import {
  accountApiSchema,
  accountSchema,
  accountUpdateSchema,
  documentKnowledgeSchema,
  messageApiSchema,
  taskSchema,
  textKnowledgeSchema,
} from ".";
import {
  type BotAppearance,
  botAppearanceSchema,
  botCreateSchema,
  botUpdateSchema,
  type PublicBotAppearance,
} from "./index";

describe("mapped forms", () => {
  it("maps an account to camel case with dates and without its masked keys", () => {
    const account = accountSchema.parse({
      id: 3,
      name: "Mairie",
      is_active: true,
      masked_openai_api_key: "sk-…abcd",
      masked_pinecone_api_key: null,
      created_at: "2026-01-02T10:00:00Z",
      updated_at: "2026-03-04T11:00:00Z",
    });
    expect(account).toEqual({
      id: 3,
      name: "Mairie",
      isActive: true,
      plan: "Free",
      createdAt: new Date("2026-01-02T10:00:00Z"),
      updatedAt: new Date("2026-03-04T11:00:00Z"),
    });
    expect(JSON.stringify(account)).not.toContain("abcd");
  });

  it("takes a URL knowledge base's value from its url and reads a missing is_active as false", () => {
    const base = textKnowledgeSchema.parse({
      id: 1,
      name: "Site",
      type: "url",
      url: "https://example.org/",
      updated_at: "2026-03-04T11:00:00Z",
    });
    expect(base.value).toBe("https://example.org/");
    expect(base.isActive).toBe(false);
    expect(base.embedding).toBeNull();
  });

  it("reads how far a knowledge base is embedded, and with which model", () => {
    const embedding = {
      model: "text-embedding-3-small",
      embedded_chunks: 12,
      total_chunks: 40,
      error: "Vectorisation incomplète",
    };
    const text = textKnowledgeSchema.parse({
      id: 1,
      name: "FAQ",
      type: "text",
      value: "…",
      embedding,
      updated_at: "2026-03-04T11:00:00Z",
    });
    expect(text.embedding).toEqual({
      model: "text-embedding-3-small",
      embeddedChunks: 12,
      totalChunks: 40,
      error: "Vectorisation incomplète",
    });
    const document = documentKnowledgeSchema.parse({
      id: 2,
      name: "Guide",
      url: "https://api.example.org/api/document_knowledge_bases/2/file/",
      size: 10,
      embedding: { model: null, embedded_chunks: 0, total_chunks: 3 },
      created_at: "2026-03-04T11:00:00Z",
      updated_at: "2026-03-04T11:00:00Z",
    });
    expect(document.embedding).toEqual({
      model: null,
      embeddedChunks: 0,
      totalChunks: 3,
      error: null,
    });
  });

  it("reads an account's provider address and embedding model, null when it has none", () => {
    const fields = {
      id: 3,
      name: "Mairie",
      is_active: true,
      masked_openai_api_key: null,
      masked_pinecone_api_key: null,
      created_at: "2026-01-02T10:00:00Z",
      updated_at: "2026-03-04T11:00:00Z",
    };
    expect(accountApiSchema.parse(fields)).toMatchObject({
      openai_base_url: null,
      embedding_model: null,
    });
    expect(
      accountApiSchema.parse({ ...fields, embedding_model: "text-embedding-3-small" })
        .embedding_model,
    ).toBe("text-embedding-3-small");
    expect(accountUpdateSchema.safeParse({ embedding_model: "m".repeat(201) }).success).toBe(false);
    expect(accountUpdateSchema.parse({ embedding_model: "" })).toEqual({ embedding_model: "" });
  });

  it("reads embedding tasks and what a task's progress counts", () => {
    const task = taskSchema.parse({
      id: 9,
      kind: "embed",
      knowledge_base: 4,
      status: "running",
      progress_done: 64,
      progress_total: 70,
      progress_stage: "embedding",
      created_at: "2026-03-04T11:00:00Z",
      updated_at: "2026-03-04T11:00:00Z",
      finished_at: null,
    });
    expect(task).toMatchObject({ kind: "embed", progress_stage: "embedding", trigger: null });
    const older = taskSchema.parse({ ...task, kind: "url_ingest", progress_stage: undefined });
    expect(older.progress_stage).toBe("reading");
    const scheduled = taskSchema.parse({ ...task, kind: "url_ingest", trigger: "scheduled" });
    expect(scheduled.trigger).toBe("scheduled");
    expect(taskSchema.safeParse({ ...task, trigger: "hourly" }).success).toBe(false);
  });

  it("defaults a message's rating to 0 and reformulated_message to ''", () => {
    const message = messageApiSchema.parse({
      id: 1,
      session: 2,
      sent_from: "bot",
      sent_at: "2026-03-04T11:00:00Z",
      message: "Bonjour",
    });
    expect(message.rating).toBe(0);
    expect(message.reformulated_message).toBe("");
  });
});

describe("bot appearance", () => {
  it("is one shape: the answer's type is the appearance, and a change may give any part", () => {
    expectTypeOf<z.output<typeof botAppearanceSchema>>().toEqualTypeOf<PublicBotAppearance>();
    expectTypeOf<
      Omit<PublicBotAppearance, "privacy_policy_url" | "name">
    >().toEqualTypeOf<BotAppearance>();
    expect(botUpdateSchema.safeParse({ theme: "system" }).success).toBe(true);
    expect(botUpdateSchema.safeParse({ color: "#12345" }).success).toBe(false);
    expect(botAppearanceSchema.parse({})).toEqual({
      color: "#3e63dd",
      position: "bottom-right",
      size: "md",
      default_open: false,
      theme: "light",
      launcher_icon: "avatar",
      language: "fr",
      privacy_policy_url: null,
      name: "",
    });
  });

  it("takes as privacy policy an http(s) address or null, nothing else", () => {
    const valid = (value: unknown) =>
      botUpdateSchema.safeParse({ privacy_policy_url: value }).success;
    expect(valid("https://www.mairie-valbrune.fr/confidentialite")).toBe(true);
    expect(valid("http://localhost:8080/privacy")).toBe(true);
    expect(valid(null)).toBe(true);
    for (const value of [
      "javascript:alert(1)",
      "/privacy",
      "",
      "ftp://example.org/p",
      "https://",
    ]) {
      expect(valid(value)).toBe(false);
    }
    expect(valid(`https://example.org/${"a".repeat(2000)}`)).toBe(false);
    expect(
      botCreateSchema.safeParse({ account: 1, name: "A", privacy_policy_url: "mailto:a@b.fr" })
        .success,
    ).toBe(false);
  });
});
