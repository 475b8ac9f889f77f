import * as z from "zod/mini";

/** An account as the API answers it; provider keys only ever come masked. */
export const accountApiSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  plan: z._default(z.string(), "Free"),
  masked_openai_api_key: z.nullable(z.string()),
  masked_pinecone_api_key: z.nullable(z.string()),
  /** The account's own OpenAI-compatible provider address; null: the server's. */
  openai_base_url: z._default(z.nullable(z.string()), null),
  /**
   * The account's own embedding model (semantic search); null: the server's, if it has one.
   * Embeddings go through the same provider as answers.
   */
  embedding_model: z._default(z.nullable(z.string()), null),
  /** The time zone its schedules are read in (an IANA name). */
  time_zone: z._default(z.string(), "Europe/Paris"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountApi = z.infer<typeof accountApiSchema>;

/** An account as the client uses it: camel case, dates, and no keys even masked. */
export const accountSchema = z.pipe(
  accountApiSchema,
  z.transform((account) => ({
    id: account.id,
    name: account.name,
    isActive: account.is_active,
    plan: account.plan,
    createdAt: new Date(account.created_at),
    updatedAt: new Date(account.updated_at),
  })),
);
export type Account = z.infer<typeof accountSchema>;

export const accountCreateSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  is_active: z.optional(z.boolean()),
  plan: z.optional(z.string()),
  /** Write-only: stored, answered masked. An empty string clears it. */
  openai_api_key: z.optional(z.string()),
  openai_base_url: z.optional(z.string()),
  pinecone_api_key: z.optional(z.string()),
  /**
   * The embedding model, e.g. text-embedding-3-small; an empty string clears it (the server's
   * applies then). Changing the model that applies embeds every knowledge base of the account
   * again, as tasks.
   */
  embedding_model: z.optional(z.string().check(z.maxLength(200))),
  /** An IANA time zone name, e.g. Europe/Paris; the server refuses one it does not know. */
  time_zone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

export const accountUpdateSchema = z.partial(accountCreateSchema);
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
