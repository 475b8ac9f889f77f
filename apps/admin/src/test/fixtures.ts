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
