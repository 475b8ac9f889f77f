/** An account as GET /api/accounts/ lists it, with no API keys set unless `overrides` says so. */
export function accountFixture(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    is_active: true,
    masked_openai_api_key: null as string | null,
    masked_pinecone_api_key: null as string | null,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

/** An assistant as GET /api/bots/ lists it: active, linked to no knowledge base, on no site. */
export function botFixture(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    account: 1,
    name,
    is_active: true,
    model: "gpt-4o-mini",
    answer_mode: "language_model",
    channel_type: "web",
    welcome_message: "",
    avatar_url: null as string | null,
    text_knowledges: [] as number[],
    document_knowledges: [] as number[],
    allowed_origins: [] as string[],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}
