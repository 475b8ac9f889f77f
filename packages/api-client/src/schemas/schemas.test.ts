import { describe, expect, it } from "vitest";
import { accountSchema, messageApiSchema, textKnowledgeSchema } from ".";

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
